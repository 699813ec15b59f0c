import { describe, expect, it } from 'vitest';
import { submitVolunteerFeedback, type VolunteerFeedback } from '@manobal/core';
import { aValidVolunteerSubmission } from '../../../fixtures/forms';
import { createInMemorySubmissionStore } from '../../../fixtures/in-memory/in-memory-submission-stores';
import { aMovableClock, sequentialIds } from '../../../fixtures/in-memory/in-memory-services';

const NOW = '2025-03-10T05:30:00.000Z';

describe('volunteer feedback', () => {
  it('keeps left-blank details as absent and the answers as given', async () => {
    const volunteerFeedback = createInMemorySubmissionStore<VolunteerFeedback>();
    const submission = aValidVolunteerSubmission({ phone: '', age: '', gender: '' });
    const result = await submitVolunteerFeedback({ volunteerFeedback, ids: sequentialIds(), clock: aMovableClock(NOW) })(submission);
    expect(result.isOk()).toBe(true);
    expect(volunteerFeedback.items[0]).toMatchObject({ phone: null, age: null, gender: null, answers: submission.questions_and_answers });
  });
});
