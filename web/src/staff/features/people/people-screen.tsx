import { useCallback, useEffect, useState, type FormEvent } from 'react';
import {
  formatConsoleInstant,
  PEOPLE_TEXT as T,
  STAFF_PAGE_LIMITS,
  STAFF_ROLE_LABELS,
  STAFF_ROLES,
  type StaffPersonView,
  type StaffRole,
} from '@manobal/core';
import { Button } from '../../../components/button';
import { CheckboxField, SelectField, TextField } from '../../../components/field';
import { useToast } from '../../../components/toast';
import { useStaffFailure, useStaffPerson, type StaffFailure } from '../../app/console-session';
import { useStaffApi } from '../../app/staff-api-context';
import { usePageNumber } from '../../components/page-number';
import { PagedList } from '../../components/paged-list';
import { useStaffPage } from '../../components/use-staff-page';
import * as list from '../../components/staff-list.module.css';
import * as styles from './people-screen.module.css';

const LIMIT = 20;

type Person = StaffPersonView;
interface OneTimeLink {
  readonly link: string;
  readonly expires_at: string;
  readonly forName: string;
}
type TherapistChoice = { readonly value: string; readonly label: string };

const roleNames = (roles: readonly StaffRole[]): string => roles.map((role) => STAFF_ROLE_LABELS[role]).join(', ');

/** The directory's entries, for the person a therapist is. */
const useTherapistChoices = (): readonly TherapistChoice[] => {
  const api = useStaffApi();
  const [choices, setChoices] = useState<readonly TherapistChoice[]>([]);
  useEffect(() => {
    let current = true;
    void api
      .staffTherapists({ view: 'all', page: 1, limit: STAFF_PAGE_LIMITS.maxLimit })
      .map(({ data }) => current && setChoices(data.items.map(({ therapist }) => ({ value: therapist.id, label: `${therapist.name} (${therapist.id})` }))));
    return () => {
      current = false;
    };
  }, [api]);
  return choices;
};

/** A one-time enrolment link, shown this once: the server keeps only its hash. */
const LinkOnce = ({ shown, onDone }: { shown: OneTimeLink; onDone: () => void }) => {
  const toast = useToast();
  const copy = () => {
    void navigator.clipboard?.writeText(shown.link).then(
      () => toast.show(T.copied, { variant: 'success' }),
      () => undefined,
    );
  };
  return (
    <section aria-labelledby="one-time-link" className={styles.linkOnce}>
      <h2 id="one-time-link">
        {T.linkHeading}: {shown.forName}
      </h2>
      <p>{T.linkOnce}</p>
      <p className={styles.link}>
        <code>{shown.link}</code>
      </p>
      <p>{T.linkExpires(formatConsoleInstant(shown.expires_at))}</p>
      <div className={list.actions}>
        {navigator.clipboard ? (
          <Button variant="secondary" onClick={copy}>
            {T.copy}
          </Button>
        ) : null}
        <Button onClick={onDone}>{T.done}</Button>
      </div>
    </section>
  );
};

/** Roles as a group of checkboxes (at least one; the server says so when none is ticked). */
const RolePicker = ({ name, roles, onChange, error }: { name: string; roles: readonly StaffRole[]; onChange: (roles: readonly StaffRole[]) => void; error: string | undefined }) => (
  <fieldset className={styles.roles}>
    <legend>{T.roles}</legend>
    {STAFF_ROLES.map((role) => (
      <CheckboxField
        key={role}
        name={`${name}-${role}`}
        label={STAFF_ROLE_LABELS[role]}
        checked={roles.includes(role)}
        onChange={(on) => onChange(on ? STAFF_ROLES.filter((kept) => kept === role || roles.includes(kept)) : roles.filter((kept) => kept !== role))}
      />
    ))}
    {error ? <p className={styles.error}>{error}</p> : null}
  </fieldset>
);

const InviteForm = ({ therapists, onInvited }: { therapists: readonly TherapistChoice[]; onInvited: (link: OneTimeLink) => void }) => {
  const api = useStaffApi();
  const fail = useStaffFailure();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [roles, setRoles] = useState<readonly StaffRole[]>([]);
  const [therapist, setTherapist] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<StaffFailure | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    void api.staffInvitePerson({ email, name, roles: [...roles], ...(therapist === '' ? {} : { therapist_id: therapist }) }).match(
      ({ data }) => {
        setBusy(false);
        setEmail('');
        setName('');
        setRoles([]);
        setTherapist('');
        onInvited({ ...data, forName: name });
      },
      (error) => {
        setBusy(false);
        setFailure(fail(error));
      },
    );
  };
  const errors = failure?.fieldErrors ?? {};
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="invite-heading">
      <h2 id="invite-heading">{T.inviteHeading}</h2>
      {failure !== null ? (
        <p role="alert" className={styles.error}>
          {failure.message}
        </p>
      ) : null}
      <TextField name="invite-email" type="email" label={T.email} value={email} onChange={setEmail} error={errors['email']} required autoComplete="off" />
      <TextField name="invite-name" label={T.name} value={name} onChange={setName} error={errors['name']} required autoComplete="off" />
      <RolePicker name="invite-role" roles={roles} onChange={setRoles} error={errors['roles']} />
      {roles.includes('therapist') ? (
        <SelectField name="invite-therapist" label={T.therapist} value={therapist} onChange={setTherapist} placeholder={T.noTherapist} options={therapists} error={errors['therapist_id']} />
      ) : null}
      <div>
        <Button type="submit" busy={busy}>
          {T.sendInvite}
        </Button>
      </div>
    </form>
  );
};

type Step = { readonly kind: 'idle' } | { readonly kind: 'changing' } | { readonly kind: 'confirm-deactivate' } | { readonly kind: 'confirm-reset' };

const PersonCard = ({
  person,
  therapists,
  onChanged,
  onLink,
}: {
  person: Person;
  therapists: readonly TherapistChoice[];
  onChanged: (person: Person) => void;
  onLink: (link: OneTimeLink) => void;
}) => {
  const api = useStaffApi();
  const me = useStaffPerson();
  const fail = useStaffFailure();
  const toast = useToast();
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [roles, setRoles] = useState<readonly StaffRole[]>(person.roles);
  const [therapist, setTherapist] = useState(person.therapist_id ?? '');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<StaffFailure | null>(null);
  const done = <Data,>(then: (data: Data) => void) => ({
    ok: ({ msg, data }: { msg: string; data: Data }) => {
      setBusy(false);
      setStep({ kind: 'idle' });
      then(data);
      toast.show(msg, { variant: 'success' });
    },
    err: (error: Parameters<ReturnType<typeof useStaffFailure>>[0]) => {
      setBusy(false);
      setFailure(fail(error));
    },
  });
  const start = () => {
    setBusy(true);
    setFailure(null);
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    start();
    const { ok, err } = done<Person>(onChanged);
    void api.staffChangePerson({ id: person.id, roles: [...roles], therapist_id: therapist === '' ? null : therapist }).match(ok, err);
  };
  const deactivate = () => {
    start();
    const { ok, err } = done<Person>(onChanged);
    void api.staffDeactivatePerson({ id: person.id }).match(ok, err);
  };
  const reset = () => {
    start();
    const { ok, err } = done<{ link: string; expires_at: string }>((data) => onLink({ ...data, forName: person.name }));
    void api.staffResetSecondFactor({ id: person.id }).match(ok, err);
  };
  const titleId = `person-${person.id}`;
  const open = (next: Step) => {
    setFailure(null);
    setRoles(person.roles);
    setTherapist(person.therapist_id ?? '');
    setStep(next);
  };
  return (
    <li>
      <article className={person.active ? list.card : `${list.card} ${styles.inactive}`} aria-labelledby={titleId}>
        <h2 id={titleId} className={list.cardTitle}>
          {person.name}
        </h2>
        <p className={list.meta}>
          {person.email} · {T.since(formatConsoleInstant(person.created_at))}
        </p>
        <p className={list.status}>
          <span className={person.active ? list.badge : `${list.badge} ${styles.inactiveBadge}`}>{person.active ? T.active : T.deactivated}</span>
          <span>
            {T.roles}: {roleNames(person.roles)}
          </span>
          {person.therapist_id !== null ? (
            <span>
              {T.therapist}: {person.therapist_id}
            </span>
          ) : null}
        </p>
        {failure !== null ? (
          <p role="alert" className={styles.error}>
            {failure.message}
          </p>
        ) : null}
        {person.active && step.kind === 'idle' ? (
          <div className={list.actions}>
            <Button variant="secondary" onClick={() => open({ kind: 'changing' })}>
              {T.change}
            </Button>
            <Button variant="secondary" onClick={() => open({ kind: 'confirm-reset' })}>
              {T.resetFactor}
            </Button>
            {person.id !== me.person_id ? (
              <Button variant="secondary" onClick={() => open({ kind: 'confirm-deactivate' })}>
                {T.deactivate}
              </Button>
            ) : null}
          </div>
        ) : null}
        {step.kind === 'changing' ? (
          <form className={styles.form} onSubmit={save} noValidate aria-label={T.changeHeading(person.name)}>
            <RolePicker name={`roles-${person.id}`} roles={roles} onChange={setRoles} error={failure?.fieldErrors['roles']} />
            <SelectField
              name={`therapist-${person.id}`}
              label={T.therapist}
              value={therapist}
              onChange={setTherapist}
              placeholder={T.noTherapist}
              options={therapists}
              error={failure?.fieldErrors['therapist_id']}
            />
            <div className={list.actions}>
              <Button type="submit" busy={busy}>
                {T.save}
              </Button>
              <Button variant="quiet" disabled={busy} onClick={() => setStep({ kind: 'idle' })}>
                {T.cancel}
              </Button>
            </div>
          </form>
        ) : null}
        {step.kind === 'confirm-deactivate' || step.kind === 'confirm-reset' ? (
          <div role="group" aria-label={step.kind === 'confirm-reset' ? T.resetFactor : T.deactivate} className={styles.confirm}>
            <p>{step.kind === 'confirm-reset' ? T.resetConfirm(person.name) : T.deactivateConfirm(person.name)}</p>
            <div className={list.actions}>
              <Button busy={busy} onClick={step.kind === 'confirm-reset' ? reset : deactivate}>
                {step.kind === 'confirm-reset' ? T.confirmReset : T.confirmDeactivate}
              </Button>
              <Button variant="quiet" disabled={busy} onClick={() => setStep({ kind: 'idle' })}>
                {T.cancel}
              </Button>
            </div>
          </div>
        ) : null}
      </article>
    </li>
  );
};

/** The care team (admins): a page of people at a time; inviting, changing roles, deactivating, resetting a second factor. */
export const PeopleScreen = () => {
  const api = useStaffApi();
  const [page, setPage] = usePageNumber();
  const load = useCallback((at: number) => api.staffPeople({ page: at, limit: LIMIT }), [api]);
  const { state, replace, refresh, reload } = useStaffPage(load, page);
  const therapists = useTherapistChoices();
  const [inviting, setInviting] = useState(false);
  const [shown, setShown] = useState<OneTimeLink | null>(null);
  const changed = useCallback(
    (person: Person) => {
      replace(person);
      refresh();
    },
    [replace, refresh],
  );
  return (
    <div className={styles.screen}>
      <p>{T.intro}</p>
      {shown !== null ? <LinkOnce shown={shown} onDone={() => setShown(null)} /> : null}
      <div>
        <Button variant="secondary" aria-expanded={inviting} aria-controls="invite-form" onClick={() => setInviting((open) => !open)}>
          {T.invite}
        </Button>
      </div>
      {inviting ? (
        <div id="invite-form">
          <InviteForm
            therapists={therapists}
            onInvited={(link) => {
              setInviting(false);
              setShown(link);
            }}
          />
        </div>
      ) : null}
      <PagedList state={state} empty={T.empty} pagesLabel={T.pagesLabel} onPage={setPage} onRetry={reload}>
        {(person) => <PersonCard key={person.id} person={person} therapists={therapists} onChanged={changed} onLink={setShown} />}
      </PagedList>
    </div>
  );
};
