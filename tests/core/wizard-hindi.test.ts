import { describe, expect, it } from 'vitest';
import { MATCH_CATALOGS, WIZARD_CATALOGS, wizardReviewRows, wizardStepPosition, type Localized, type WizardCatalog } from '@manobal/core';
import { untranslatedPaths } from '../../fixtures/catalog-leaves';
import { aCompleteWizardAnswers } from '../../fixtures/wizard';

const { en, hi } = WIZARD_CATALOGS;
const match = MATCH_CATALOGS.hi;
/** Entries that read the same in both languages by design: numbered time ranges keep their digits, ratings their number. */
const SAME_IN_BOTH = (text: string) => /^[\d\s–-]*$/.test(text);

describe('the wizard in Hindi', () => {
  it('is complete by type: a language left out does not compile', () => {
    // @ts-expect-error Hindi left out
    const englishOnly: Localized<WizardCatalog> = { en };
    expect(englishOnly).toBeDefined();
  });

  it('leaves no entry identical to its English one, numbers aside', () => {
    expect(untranslatedPaths(en, hi, SAME_IN_BOTH)).toEqual([]);
  });

  it('writes the morning, afternoon and evening ids with Hindi labels, the hours kept', () => {
    expect(hi.choices.times).toEqual({ morning: 'सुबह (6-12)', afternoon: 'दोपहर (12-17)', evening: 'शाम (17-21)' });
  });

  it('reviews the answers in Hindi, ids turned into Hindi labels', () => {
    const rows = wizardReviewRows(aCompleteWizardAnswers({ previousTherapy: 'yes', pastExperience: 4 }), hi);
    const byId = Object.fromEntries(rows.map((row) => [row.id, `${row.label}: ${row.value}`]));
    expect(byId['location']).toBe('जगह: Pune');
    expect(byId['days']).toBe('पसंद के दिन: सोमवार से शुक्रवार');
    expect(byId['times']).toBe('पसंद का समय: शाम (17-21)');
    expect(byId['languages']).toBe('भाषाएँ: मराठी, अंग्रेज़ी');
    expect(byId['style']).toBe('थेरेपी का तरीक़ा: सुकून देने वाला, गहराई से समझने वाला');
    expect(byId['pastExperience']).toBe('पिछला अनुभव: 4 – बहुत अच्छा');
    expect(byId['otherConcern']).toBe('अन्य परेशानी: नहीं बताया');
    expect(byId['feeConfirmation']).toBe('फ़ीस की सहमति: हाँ, आगे बढ़ें!');
  });

  it('numbers its steps in Hindi', () => {
    expect(hi.stepOf(11, 11)).toBe('11 में से चरण 11');
    expect(wizardStepPosition(3, hi).label).toMatch(/में से चरण/);
  });
});

describe('the matches in Hindi', () => {
  it('gives each reason with its parameters', () => {
    expect(match.reason({ kind: 'speaks', languages: ['marathi', 'english'] })).toBe('मराठी और अंग्रेज़ी बोलते हैं');
    expect(match.reason({ kind: 'works-with', specialisations: ['anxiety', 'sleep'] })).toBe('इन पर काम करते हैं: एंग्ज़ायटी (घबराहट) और नींद');
    expect(match.reason({ kind: 'has-slots', days: ['weekdays'], times: ['evening'], within: 'soon' })).toBe(
      'इस हफ़्ते सोमवार-शुक्रवार शाम के ख़ाली समय हैं',
    );
    expect(match.reason({ kind: 'offers-style', style: 'soothing', rank: 1 })).toBe('सुकून देने वाला तरीक़ा अपनाते हैं');
    expect(match.reason({ kind: 'in-person-nearby', city: 'Pune' })).toBe('Pune में आपसे आमने-सामने मिल सकते हैं');
    expect(match.reason({ kind: 'crisis-trained', otherLanguages: null })).toBe('संकट में लोगों की मदद के लिए प्रशिक्षित');
  });

  it('says which preference could not be met, and what this therapist offers instead', () => {
    const unmet = { languages: ['marathi'] as const, slots: { days: ['weekdays'] as const, times: ['evening'] as const }, modes: { location: 'Pune' } };
    expect(match.relaxation({ kind: 'times', unmet, hasOtherSlots: true })).toBe(
      'अगले दो हफ़्तों में मराठी बोलने वाले किसी थेरेपिस्ट के पास वीडियो पर या Pune में आमने-सामने सोमवार-शुक्रवार शाम के ख़ाली समय नहीं हैं; इन थेरेपिस्ट के पास दूसरे समय ख़ाली हैं',
    );
    expect(match.relaxation({ kind: 'language', unmet: { languages: ['tamil'], slots: null, modes: null }, spoken: ['hindi'] })).toBe(
      'अभी कोई थेरेपिस्ट तमिल नहीं बोलता; ये थेरेपिस्ट हिन्दी बोलते हैं',
    );
  });

  it('names the fee in rupees in Hindi', () => {
    expect(match.feeSentence({ min: 1200, max: 1200 })).toBe('हमारी फ़ीस हर सेशन के लिए ₹1,200 है। बुक करने के लिए तैयार हैं?');
    expect(match.feeSentence({ min: 1000, max: 2500 })).toBe(
      'आपके लिए चुने गए थेरेपिस्ट की फ़ीस हर सेशन के लिए ₹1,000 से ₹2,500 तक है। बुक करने के लिए तैयार हैं?',
    );
    expect(match.otherConcernNote).not.toBe(MATCH_CATALOGS.en.otherConcernNote);
  });
});
