import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Link, Route, Routes, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import {
  BOOKING_CATALOGS,
  DIRECTORY_TEXT as T,
  DIRECTORY_VIEWS,
  formatRupees,
  STAFF_PAGE_LIMITS,
  type DirectoryView,
  type StaffTherapistView,
} from '@manobal/core';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/field';
import { useToast } from '../../../components/toast';
import { useStaffFailure, type StaffFailure } from '../../app/console-session';
import { useStaffApi } from '../../app/staff-api-context';
import { ListFailed, ListLoading } from '../../components/list-states';
import { usePageNumber } from '../../components/page-number';
import { PagedList } from '../../components/paged-list';
import { useStaffPage } from '../../components/use-staff-page';
import { draftOf, EMPTY_DRAFT, requestOf, TherapistForm, type TherapistDraft } from './therapist-form';
import * as list from '../../components/staff-list.module.css';
import * as styles from './directory-screen.module.css';

const LIMIT = 20;
const WORDS = BOOKING_CATALOGS.en.therapist;

type Entry = StaffTherapistView & { readonly id: string };
interface PersonChoice {
  readonly id: string;
  readonly name: string;
  readonly therapist_id: string | null;
}

const isView = (text: string | null): text is DirectoryView => (DIRECTORY_VIEWS as readonly (string | null)[]).includes(text);

/** The people an entry can be linked to (active ones), and who each entry is linked to now. */
const usePeople = () => {
  const api = useStaffApi();
  const [people, setPeople] = useState<readonly PersonChoice[]>([]);
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    void api.staffPeople({ page: 1, limit: STAFF_PAGE_LIMITS.maxLimit }).map(({ data }) => current && setPeople(data.items.filter((person) => person.active)));
    return () => {
      current = false;
    };
  }, [api, round]);
  return { people, reloadPeople: useCallback(() => setRound((value) => value + 1), []) };
};

const TherapistCard = ({ entry, people, onChanged }: { entry: Entry; people: readonly PersonChoice[]; onChanged: (entry: Entry) => void }) => {
  const api = useStaffApi();
  const fail = useStaffFailure();
  const toast = useToast();
  const { therapist } = entry;
  const linkedNow = people.find((person) => person.therapist_id === therapist.id) ?? null;
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState<'active' | 'link' | null>(null);
  const [chosen, setChosen] = useState(linkedNow?.id ?? '');
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => setChosen(linkedNow?.id ?? ''), [linkedNow?.id]);

  const setActive = (active: boolean) => {
    setBusy('active');
    setRefusal(null);
    void api.staffSetTherapistActive({ id: therapist.id, active }).match(
      ({ data }) => {
        setBusy(null);
        setConfirming(false);
        onChanged({ ...data, id: data.therapist.id });
        toast.show(active ? T.activatedDone(therapist.name) : T.retiredDone(therapist.name), { variant: 'success' });
      },
      (error) => {
        setBusy(null);
        setRefusal(fail(error).message);
      },
    );
  };
  const saveLink = () => {
    setBusy('link');
    setRefusal(null);
    void api.staffLinkTherapist({ id: therapist.id, person_id: chosen === '' ? null : chosen }).match(
      ({ data }) => {
        setBusy(null);
        onChanged(entry);
        toast.show(data.person === null ? T.unlinked(therapist.name) : T.linked(therapist.name, data.person.name), { variant: 'success' });
      },
      (error) => {
        setBusy(null);
        setRefusal(fail(error).message);
      },
    );
  };
  const titleId = `therapist-${therapist.id}`;
  return (
    <li>
      <article className={therapist.active ? list.card : `${list.card} ${styles.retiredCard}`} aria-labelledby={titleId}>
        <h2 id={titleId} className={list.cardTitle}>
          {therapist.name}
        </h2>
        <p className={list.meta}>
          {therapist.title} · {therapist.id} · {formatRupees(therapist.fee_inr)}
        </p>
        <p className={list.status}>
          <span className={therapist.active ? list.badge : `${list.badge} ${styles.retiredBadge}`}>{therapist.active ? T.active : T.retired}</span>
          {therapist.sample ? <span className={list.badge}>{T.sample}</span> : null}
        </p>
        <dl className={list.fields}>
          <div className={list.field}>
            <dt>{T.fields.registration}</dt>
            <dd>{therapist.registration === null ? T.registrationNone : WORDS.registration(WORDS.registrationBodies[therapist.registration.body], therapist.registration.number)}</dd>
          </div>
          <div className={list.field}>
            <dt>{T.linkedPerson}</dt>
            <dd>{linkedNow?.name ?? T.nobodyLinked}</dd>
          </div>
        </dl>
        {refusal !== null ? (
          <p role="alert" className={styles.error}>
            {refusal}
          </p>
        ) : null}
        <div className={list.actions}>
          <Link className={styles.textLink} to={therapist.id} aria-label={T.editLabel(therapist.name)}>
            {T.edit}
          </Link>
          {therapist.active ? (
            confirming ? null : (
              <Button variant="secondary" disabled={busy !== null} onClick={() => setConfirming(true)}>
                {T.retire}
              </Button>
            )
          ) : (
            <Button variant="secondary" busy={busy === 'active'} disabled={busy !== null} onClick={() => setActive(true)}>
              {T.activate}
            </Button>
          )}
        </div>
        {confirming ? (
          <div role="group" aria-label={T.retire} className={styles.confirm}>
            <p>{T.retireConfirm(therapist.name)}</p>
            <div className={list.actions}>
              <Button busy={busy === 'active'} disabled={busy !== null} onClick={() => setActive(false)}>
                {T.confirmRetire}
              </Button>
              <Button variant="quiet" disabled={busy !== null} onClick={() => setConfirming(false)}>
                {T.cancel}
              </Button>
            </div>
          </div>
        ) : null}
        <div className={styles.link}>
          <SelectField
            name={`link-${therapist.id}`}
            label={T.linkLabel(therapist.name)}
            hint={T.linkHint}
            value={chosen}
            onChange={setChosen}
            placeholder={T.linkNone}
            options={people.map((person) => ({ value: person.id, label: person.name }))}
          />
          <Button variant="secondary" busy={busy === 'link'} disabled={busy !== null || chosen === (linkedNow?.id ?? '')} onClick={saveLink}>
            {T.saveLink}
          </Button>
        </div>
      </article>
    </li>
  );
};

const DirectoryList = () => {
  const api = useStaffApi();
  const [params] = useSearchParams();
  const [page, setPage] = usePageNumber();
  const shown = params.get('view');
  const view: DirectoryView = isView(shown) ? shown : 'all';
  const load = useCallback(
    (at: number) =>
      api.staffTherapists({ view, page: at, limit: LIMIT }).map((answer) => ({ ...answer, data: { ...answer.data, items: answer.data.items.map((item): Entry => ({ ...item, id: item.therapist.id })) } })),
    [api, view],
  );
  const { state, refresh, reload } = useStaffPage(load, page);
  const { people, reloadPeople } = usePeople();
  const changed = useCallback(() => {
    refresh();
    reloadPeople();
  }, [refresh, reloadPeople]);
  return (
    <>
      <p>{T.intro}</p>
      <p>
        <Link className={styles.textLink} to="new">
          {T.add}
        </Link>
      </p>
      <nav aria-label={T.showing}>
        <ul className={list.tabs}>
          {DIRECTORY_VIEWS.map((id) => (
            <li key={id}>
              <Link to={{ search: id === 'all' ? '' : `?view=${id}` }} aria-current={view === id ? 'page' : undefined} className={view === id ? `${list.tab} ${list.tabActive}` : list.tab}>
                {T.views[id]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <PagedList state={state} empty={T.empty} pagesLabel={T.pagesLabel} onPage={setPage} onRetry={reload}>
        {(entry) => <TherapistCard key={entry.id} entry={entry} people={people} onChanged={changed} />}
      </PagedList>
    </>
  );
};

/** Sends the form: the server checks it with the directory's schema and names each field it refuses. */
const useSave = () => {
  const fail = useStaffFailure();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<StaffFailure | null>(null);
  const run = (call: () => ReturnType<ReturnType<typeof useStaffApi>['staffAddTherapist']>, done: () => void) => {
    setBusy(true);
    setFailure(null);
    void call().match(
      () => {
        setBusy(false);
        done();
      },
      (error) => {
        setBusy(false);
        setFailure(fail(error));
      },
    );
  };
  return { busy, failure, run };
};

/** The frame of the add and edit pages: the way back, the heading, what the server refused, the form. */
const FormPage = ({ heading, failure, children }: { heading: string; failure: StaffFailure | null; children: ReactNode }) => (
  <section aria-labelledby="directory-form-heading">
    <p>
      <Link className={styles.textLink} to="..">
        {T.back}
      </Link>
    </p>
    <h2 id="directory-form-heading">{heading}</h2>
    {failure === null ? null : (
      <p role="alert" className={styles.error}>
        {failure.message}
      </p>
    )}
    {children}
  </section>
);

const AddTherapist = () => {
  const api = useStaffApi();
  const navigate = useNavigate();
  const toast = useToast();
  const { busy, failure, run } = useSave();
  const submit = (draft: TherapistDraft) =>
    run(
      () => api.staffAddTherapist(requestOf(draft) as never),
      () => {
        toast.show(T.added, { variant: 'success' });
        void navigate('..');
      },
    );
  return (
    <FormPage heading={T.addHeading} failure={failure}>
      <TherapistForm initial={EMPTY_DRAFT} adding busy={busy} errors={failure?.fieldErrors ?? {}} onSubmit={submit} />
    </FormPage>
  );
};

const EditTherapist = () => {
  const api = useStaffApi();
  const fail = useStaffFailure();
  const navigate = useNavigate();
  const toast = useToast();
  const { id = '' } = useParams();
  const [loaded, setLoaded] = useState<{ state: 'loading' } | { state: 'failed'; failure: StaffFailure } | { state: 'loaded'; view: StaffTherapistView }>({ state: 'loading' });
  const { busy, failure, run } = useSave();
  const [round, setRound] = useState(0);
  useEffect(() => {
    let current = true;
    setLoaded({ state: 'loading' });
    void api.staffTherapist({ id }).match(
      ({ data }) => current && setLoaded({ state: 'loaded', view: data }),
      (error) => current && setLoaded({ state: 'failed', failure: fail(error) }),
    );
    return () => {
      current = false;
    };
  }, [api, fail, id, round]);
  if (loaded.state === 'loading') return <ListLoading />;
  if (loaded.state === 'failed') return <ListFailed failure={loaded.failure} onRetry={() => setRound((value) => value + 1)} />;
  const { therapist } = loaded.view;
  const submit = (draft: TherapistDraft) =>
    run(
      () => api.staffUpdateTherapist(requestOf(draft) as never),
      () => {
        toast.show(T.saved, { variant: 'success' });
        void navigate('..');
      },
    );
  return (
    <FormPage heading={T.editHeading(therapist.name)} failure={failure}>
      <TherapistForm initial={draftOf(therapist)} adding={false} busy={busy} errors={failure?.fieldErrors ?? {}} onSubmit={submit} />
    </FormPage>
  );
};

/** The directory (admins): therapists active and retired, a page at a time; adding, editing, retiring, linking. */
export const DirectoryScreen = () => (
  <Routes>
    <Route index element={<DirectoryList />} />
    <Route path="new" element={<AddTherapist />} />
    <Route path=":id" element={<EditTherapist />} />
  </Routes>
);
