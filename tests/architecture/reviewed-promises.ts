/**
 * Every sentence the product shows that promises an action or an outcome (found by promise-sentences.ts), reviewed
 * once, with what in the product keeps it. A new promise fails the test until it is added here with its mechanism;
 * a sentence that is not a promise of ours says so.
 */
export interface ReviewedPromise {
  /** The sentence as written, each interpolation as {…}. */
  readonly text: string;
  /** What makes it true: the call, the stored field, the listing or the rule; or why it promises nothing. */
  readonly keptBy: string;
}

export const REVIEWED_PROMISES: readonly ReviewedPromise[] = [
  {
    text: "Thank you. Please check the e-mail address or phone you booked with.",
    keptBy: "the lost-link call's fallback words (the server says MANAGE_LINK_SENT); requestManageLinks writes the links' message to the address each booking was made with",
  },
  {
    text: "This confirmation link has been used or has expired. If you opened it before, your address is confirmed; if not, subscribe again in the footer and we will send a new link.",
    keptBy: "confirmNewsletterSubscription clears the token's hash on confirming (so a used link is gone) and refuses one older than NEWSLETTER_POLICY.confirmWithinDays; a new sign-up of a pending address writes a new confirmation (subscribeStep); tests/server/newsletter.test.ts",
  },
  {
    text: "This unsubscribe link is not complete. Please open the whole link from the letter, or write to us and we will remove your address.",
    keptBy: "unsubscribeFromNewsletter finds the subscription only by the hash of a whole token; staff list every address (the newsletter inbox source) and the care team removes one on request",
  },
  {
    text: "Video session in your private room{…}: it opens {…} minutes before the start. Enter with the link in your booking confirmation, or signed in to the account you booked with.",
    keptBy: "the video room at /session/<reference>: enterRoom lets in the manage token or the linked account's access token from ROOM_POLICY.opensMinutesBefore before the start (tests/core/room.test.ts, the room's server tests)",
  },
  {
    text: "This room needs the link from your booking confirmation, or signing in to the account you booked with.",
    keptBy: "enterRoom (core/src/room/enter-room.use-case.ts) opens the room for the manage token or the access token of the account the booking is linked to; the refusal kind signed-out when neither came",
  },
  {
    text: "Please enter the e-mail address or phone number you booked with.",
    keptBy: "a field error of manageLinkRequestSchema, which the lost-link call checks on the server (requestManageLinks)",
  },
  {
    text: "Thank you. If a session is booked under this phone number, a text message with the link to each session goes to this phone, a few times an hour at most. Please check your messages in a few minutes.",
    keptBy: "requestManageLinks answers 'sms' only for a phone number while SMS is configured, and then writes one SMS per upcoming confirmed booking to that phone (manageLinkTexts), capped by MANAGE_LINK_LIMITS; tests/server/phone-messages.test.ts",
  },
  {
    text: "Thank you. If a session is booked under this e-mail address or phone number, the links to it go to the e-mail address given when booking, a few times an hour at most. Please check that inbox in a few minutes.",
    keptBy: "requestManageLinks writes a manage-links message to the outbox for the upcoming confirmed appointments of that e-mail or phone, addressed to each booking's own e-mail (manage-link-store), within MANAGE_LINK_LIMITS an hour; the outbox worker sends it; tests/server/manage-links.test.ts receives it over SMTP",
  },
  {
    text: "You asked for the links to your sessions booked with {product}. Open one to see it, move it or cancel it:",
    keptBy: "the manage-links e-mail lists each upcoming booking with its manage link (renderMessage's {manageLinks}), which opens the manage page's cancel and reschedule calls",
  },
  {
    text: "Lost the link to your booking? Have the links to your upcoming sessions sent again to the e-mail address you booked with.",
    keptBy: "the /appointments page's LostLinkForm, posting requestManageLinks",
  },
  {
    text: "Give the e-mail address or phone number you booked with. We send the links to your upcoming sessions by e-mail, or by text message to that phone; the answer says where.",
    keptBy: "requestManageLinks finds confirmed appointments not yet started by email_key or phone_key; an e-mail address gets one message at each appointment's own e-mail (manageLinkNotices), a phone one SMS per booking to that phone when SMS is configured (manageLinkTexts), and the answer (MANAGE_LINK_SENT) names which; tests/server/manage-links.test.ts, tests/server/phone-messages.test.ts",
  },
  {
    text: "The one you gave when you booked.",
    keptBy: "a hint, promising nothing: bookings are found by the e-mail or phone stored with them",
  },
  {
    text: "the booking reference, e.g. MNB-7K2Q9D ({…}: the e-mail address or phone number booked with)",
    keptBy: "manobal appointment lost-link posts the second argument as requestManageLinks' contact",
  },
  {
    text: "Messages by that channel are not offered just now. Please untick it; we will e-mail you.",
    keptBy: "confirmAppointment refuses an opt-in to a phone channel the deployment does not send by (phoneChannels from config.phone); the booking's e-mail goes whatever the channels (appointmentNotices); tests/server/phone-messages.test.ts",
  },
  {
    text: "We have your request to be called back, and our care team will call the number you gave.",
    keptBy: "the callback-acknowledged template, written only once the call-back request is stored in the care team's queue (callback-request-store, same transaction); the queue (GET /staff/callbacks) is how the team calls",
  },
  {
    text: "{1}: your session on {2} at {3} is booked. Ref {4}. To cancel or move it: {5} Need to talk now? Tele-MANAS {6}, free, 24x7.",
    keptBy: "the booking-confirmed SMS/WhatsApp text, written to the outbox in the confirm transaction only when the appointment row is, and only to a visitor who opted in; {5} is the manage link that opens it (tests/server/phone-messages.test.ts)",
  },
  {
    text: "{1}: we have your call-back request; our care team will call this number. Need to talk now? Tele-MANAS {2}, free, 24x7. Emergency: {3}.",
    keptBy: "the callback-acknowledged SMS, written in the transaction that stores the request in the care team's queue, to the number given (tests/server/phone-messages.test.ts)",
  },
  {
    text: "Booked: your session on {day}",
    keptBy: "the booking-confirmed e-mail's subject, written to the outbox in the confirm transaction (appointment-store) only when the appointment row is",
  },
  {
    text: "If you would like another time, you can book again on our website, or call us and we will help.",
    keptBy: "the session-missed e-mail, written when staff mark a no-show; the booking pages and the care team's phone in every message's footer keep it",
  },
  {
    text: "A session has been booked in your calendar.",
    keptBy: "the therapist-booked e-mail, written in the confirm transaction to the staff person linked to the therapist",
  },
  {
    text: "Documents, Aadhaar numbers and exports open only within five minutes of proving your second factor. Use your passkey, or type a new code from your authenticator app.",
    keptBy: "requireStepUp on every contract call marked stepUp and on the careers documents (stepUpFresh over the session's verified_at, STAFF_SESSION_POLICY.stepUpMs), set by staffStepUp with a TOTP code or a passkey answering staffStepUpPasskey's challenge; tests/server/staff-passkeys.test.ts steps up with a passkey",
  },
  {
    text: "Documents, Aadhaar numbers and exports open only within five minutes of proving your second factor. Type a new code from your authenticator app.",
    keptBy: "requireStepUp on every contract call marked stepUp and on the careers documents (stepUpFresh over the session's verified_at, STAFF_SESSION_POLICY.stepUpMs), set by staffStepUp; tests/server/staff-sign-in.test.ts walks the window with an injected clock",
  },
  {
    text: "Sent back with the second factor, within ten minutes",
    keptBy: "the sign-in step row's expires_at (STAFF_SESSION_POLICY.signInStepMs); proveStaffSecondFactor opens only an unexpired step (kind sign-in-expired otherwise)",
  },
  {
    text: "Your free introductory call is booked.",
    keptBy: "the bookSession call's success words, said only after the free call is stored with its reference and a place in its hour (free-call store, unique (date, time, place)); the care team lists it waiting (GET /staff/bookings, manobal staff free-call)",
  },
  {
    text: "within two working days (Monday to Saturday)",
    keptBy: "FOLLOW_UP_POLICY: each referral, contact message, lead and careers application is stored with due_at two working days on, and every staff listing shows due_at and overdue, waiting first",
  },
  {
    text: "Cancelled within the change cut-off (12 hours) of the start.",
    keptBy: "describes the stored cancelled_late flag, which cancelAppointment sets from appointmentOffers",
  },
  {
    text: "A 16- or 17-year-old booked: the care team confirms with the guardian before the session",
    keptBy: "the guardian_check column set by the age rule (withAgeRule) on confirm; the staff appointment listing and manobal staff appointments show it with the guardian's details",
  },
  {
    text: "The device (its cookie id) and address it was booked from, as a bulk cancel names them; null when not kept",
    keptBy: "describes made_from, stored with each appointment by the booking caps and matched by staffCancelAppointments",
  },
  {
    text: "This phone number or e-mail address has already booked {…} sessions today. Please manage the bookings you have, or ask our care team to call you to book more.",
    keptBy: "the contact booking cap (BOOKING_CAPS) counted in the confirm transaction; the call-back it suggests is the requestCallback form, listed to the care team",
  },
  {
    text: "Many sessions have been booked from your network today. Please try again tomorrow, or ask our care team to call you.",
    keptBy: "the per-address booking cap (BOOKING_CAPS), counted in the confirm transaction; the call-back is the requestCallback form",
  },
  {
    text: "Session booked successfully!",
    keptBy: "the calendar's confirmation, shown only after confirmAppointment stored the appointment (the database decided the slot)",
  },
  {
    text: "Our care team is working now (until {…} IST) and your request is at the top of their list, before every other: they aim to call you within the hour.",
    keptBy: "CARE_TEAM_HOURS decide 'working now'; a crisis request is stored urgent with due_at one hour on, listed first in GET /staff/callbacks and flagged overdue after; every open console's urgent queue shows it at once (GET /staff/events), announced, highlighted and, with the sound on, heard",
  },
  {
    text: "Our care team will call you {…} to help you find a therapist and a time.",
    keptBy: "the call-back is stored with its due_at (FOLLOW_UP_POLICY) and listed waiting to the care team (GET /staff/callbacks, manobal staff callbacks), overdue flagged",
  },
  {
    text: "Our care team is not working just now. They start again on {…} and will call you {…}.",
    keptBy: "careTeamStatus over CARE_TEAM_HOURS says when the team opens; the request is stored with its due_at and listed waiting",
  },
  {
    text: "ISO-8601 UTC; a crisis within the hour of the care team working (from the request, or from when they open), any other within two working days",
    keptBy: "describes due_at as callbackDueAt computes it",
  },
  {
    text: "Our care team will contact them at the e-mail or mobile number you give {…}, to offer help. For someone under {…}, give your own details: we contact you, their parent or guardian.",
    keptBy: "the referral is stored with relationship, consent and due_at (two working days) and listed waiting to the care team (GET /staff/referrals)",
  },
  {
    text: "Thank you. Our care team will contact them {…}.",
    keptBy: "the referral's stored due_at and its place in the staff listing, waiting first, overdue flagged",
  },
  {
    text: "Leave a name and a mobile number and our care team will call you back to talk about what would help. We use the number only to call you.",
    keptBy: "the requestCallback form beside the under-16 words: stored, listed to the care team; the number is never logged and is used by no other call",
  },
  {
    text: "A 16- or 17-year-old booked: phone the guardian to confirm first",
    keptBy: "staff-facing: the free call's stored guardian, shown in the staff bookings listing",
  },
  {
    text: "Your free introductory call is booked for {…}; our care team will call you on {…}. Your reference is {…}.",
    keptBy: "said only after the free call is stored in an hour with a place; listed waiting to the care team, who mark it called or done (manobal staff free-call)",
  },
  {
    text: "Ask below and our care team will call you back: a crisis request goes first in their list.",
    keptBy: "the requestCallback form beside it: reason crisis is stored urgent and listed first in GET /staff/callbacks",
  },
  {
    text: "Leave your name and mobile number and our care team will call {…} to help you find a therapist and a time. We use the number only to call you back.",
    keptBy: "the requestCallback form (reason booking-help): stored with its due_at and listed to the care team; the number is never logged",
  },
  {
    text: "Your current time stays booked until the new one is confirmed. Times are India Standard Time (IST), in the same mode as now.",
    keptBy: "rescheduleAppointment claims the new time before it frees the old one, in one transaction",
  },
  {
    text: "Reading this made me feel less alone. I booked my first session after a long time of putting it off.",
    keptBy: "not a promise of ours: a sample reader response, shown under 'Sample response' beside the note that comments are closed",
  },
  {
    text: "If cravings wake you, remind yourself that a craving is like a wave: it rises, peaks and passes, often within minutes. Have a plan ready, such as a glass of water, a message to a support person in the morning, or a recording that helps you relax.",
    keptBy: "not a promise of ours: article advice about cravings",
  },
  {
    text: "Pick a quit date within the next two weeks, and mark it on the calendar.",
    keptBy: "not a promise of ours: article advice to the reader",
  },
  {
    text: "Use the four Ds when a craving hits: delay, drink water, deep breaths, do something else. Cravings usually pass within minutes.",
    keptBy: "not a promise of ours: article advice about cravings",
  },
  {
    text: "Answer a few questions about what is going on, your language and the times that suit you, and we will suggest a therapist who fits.",
    keptBy: "the therapy-match wizard: findMatches ranks the live directory and free times in the browser and shows up to three with reasons",
  },
  {
    text: "A panic attack can feel like a heart attack or like losing control. It peaks within minutes and passes, but fear of another attack can lead people to avoid places.",
    keptBy: "not a promise of ours: a description of panic attacks",
  },
  {
    text: "Answer a few questions and we will suggest a therapist who suits your needs, language and timings.",
    keptBy: "the therapy-match wizard's findMatches, with reasons for each match",
  },
  {
    text: "Tell us a little about what you are going through, and we will suggest a therapist who speaks your language and suits your schedule.",
    keptBy: "the therapy-match wizard's findMatches, which weighs language and the visitor's times",
  },
  {
    text: "Cognitive behavioural therapy helps you test anxious predictions and build confidence step by step. Some people also benefit from medicine prescribed by a psychiatrist. Tell us what you need and we will suggest a therapist who fits.",
    keptBy: "the therapy-match wizard's findMatches",
  },
  {
    text: "Each therapist's fee is shown in rupees on their profile and before you confirm a booking; you pay it for every session. The introductory call with our care team, booked through the free call form, costs nothing.",
    keptBy: "the directory and the calendar show each therapist's fee_inr (formatRupees); the free call stores no fee",
  },
  {
    text: "Yes. Apply through our Careers page with your qualifications and documents, and our team will get back to you.",
    keptBy: "careers applications are stored with a follow-up status and due_at (two working days), listed waiting to staff (GET /staff/applications)",
  },
  {
    text: "Yes. Use the refer a person form on the home page with their consent, and our team will reach out to them gently.",
    keptBy: "the referral is stored with the person's consent and due_at, listed waiting to the care team",
  },
  {
    text: "Please write to us through the Contact Us page with what you were trying to do, and we will look into it.",
    keptBy: "contact messages are stored with due_at (two working days), listed waiting to staff (GET /staff/contacts)",
  },
  {
    text: "Each button opens a short form; our team writes back within two working days. You can also write to {email}.",
    keptBy: "the lead form: stored with due_at two working days on and listed waiting to staff (GET /staff/leads), overdue flagged",
  },
  {
    text: "Our service is not meant for children under 13, and we do not knowingly collect their data. To use our therapy services you must be at least 16. Under Indian law, anyone under 18 is a child, so if you are under 18 we need the verifiable consent of your parent or lawful guardian before processing your data, and we do not track or target advertising at children. If you believe a child has given us data without such consent, please contact us and we will delete it.",
    keptBy: "the age rule refuses bookings under 16 and asks 16-17 for a guardian; deleting on request is done by the operator in the store (no staff call deletes a record yet: a known gap, said in the closing note)",
  },
  {
    text: "We use reasonable security safeguards, including encrypted connections (HTTPS), access limited to staff who need it, and hashed passwords. No system is perfectly secure. If a personal data breach occurs, we will inform the Data Protection Board of India and the people affected, as the DPDP Act requires.",
    keptBy: "scrypt password hashes, sealed identity numbers and intake answers (FieldCipher), staff routes behind the staff guard; breach notice is the operator's legal duty, not code",
  },
  {
    text: "To use any of these rights, write to us at {email}. We will reply within a reasonable time.",
    keptBy: "the operator's mailbox CONTACT_EMAIL, which production refuses to start without; replying is the operator's duty, not code",
  },
  {
    text: "If we change this policy, we will update the date at the top of this page, and for significant changes we will tell you on the site before they take effect.",
    keptBy: "the policy's date is content (privacy-policy.content.ts), changed with the text in the same commit",
  },
  {
    text: "Your call is booked",
    keptBy: "the free-call page's heading after bookSession stored the call",
  },
  {
    text: "Not sure who to choose? Answer a few questions and we will suggest a match.",
    keptBy: "the therapy-match wizard's findMatches",
  },
  {
    text: "Keep this link: it is the only way to see, change or cancel this booking without an account. Anyone who has it can change the booking, so do not share it.",
    keptBy: "the manage token: only its hash is stored, and showAppointment, cancel and reschedule take nothing else without an account",
  },
  {
    text: "Your session is booked.",
    keptBy: "shown after confirmAppointment stored the appointment",
  },
  {
    text: "We will answer you {…}.",
    keptBy: "the careers application is stored with due_at (two working days) and a follow-up status, listed waiting to staff",
  },
  {
    text: "Write to us, call, or visit. We read every message and reply within two working days.",
    keptBy: "contact messages are stored with due_at two working days on, listed waiting to staff and flagged overdue",
  },
  {
    text: "Answer a few short questions about what you need and we will match you with a therapist who suits you.",
    keptBy: "the therapy-match wizard's findMatches",
  },
  {
    text: "Answer a few short questions about what you need, your language and your schedule. We will suggest therapists who fit.",
    keptBy: "the therapy-match wizard's findMatches",
  },
  {
    text: "What anxiety disorders are, who they affect, and why effective care is within reach.",
    keptBy: "not a promise of ours: an article's summary",
  },
  {
    text: "Share their details, with their permission, and our care team will reach out gently to offer help.",
    keptBy: "the referral, stored with consent and due_at, listed waiting to the care team",
  },
  {
    text: "The server at {…} did not answer within {…} s.",
    keptBy: "not a promise: the CLI's time-out message",
  },
  {
    text: "Running the same booking again is safe: it will not be booked twice.",
    keptBy: "the Idempotency-Key the CLI derives from the booking; the server answers a retry with the first answer",
  },
  {
    text: "Not booked: nothing was sent.",
    keptBy: "the CLI stops before any call is made",
  },
  {
    text: "Nothing was booked, and the held time is free again.",
    keptBy: "the CLI calls releaseHold, which deletes the hold at once",
  },
  {
    text: "Appointments with contact details and the device and address each was booked from (filters: upcoming/past/cancelled, therapist, IST dates, status), a page at a time; a therapist sees only their own. Subcommands: show, intake, cancel, move, mark.",
    keptBy: "describes staffAppointments (paged, filtered by when/therapist/from/to/status); a therapist's reach narrows it to their own entry in core (therapistFilterWithin, tested in tests/core/use-cases/staff-appointments.test.ts)",
  },
  {
    text: "The therapy-match wizard's answers (ids), only when the visitor ticked sharing them with their therapist; absent or null when not. Stored encrypted; read only through GET /api/v1/staff/appointments/{reference}/intake, by the appointment's own therapist or by staff who record a reason (each read is in the audit log); never shown to the manage link.",
    keptBy: "sealIntake on confirm; readStaffIntake (own therapist without a reason, intake.with-reason only with one); the contract entry's audit action read-sensitive; the staff listing and details carry only intake_shared",
  },
  {
    text: "Nothing booked",
    keptBy: "not a promise: the agenda's line for a day with no confirmed appointment",
  },
  {
    text: "Cancel appointments at once, by references or by what one device or address booked in a window; the reason is kept with each, and their times are free again.",
    keptBy: "staffCancelAppointments cancels in one call and stores cancel_reason; cancelled appointments release their slot claims",
  },
  {
    text: "booked at or after, ISO 8601 with its offset",
    keptBy: "describes a CLI filter, not a promise",
  },
  {
    text: "booked before, ISO 8601 with its offset",
    keptBy: "describes a CLI filter, not a promise",
  },
  {
    text: "Every therapist, active or retired. A retired therapist is not listed to visitors and offers no free times; appointments already booked stand.",
    keptBy: "staffSetTherapistActive stores active false; the public listing, getTherapist and therapistSlots read only active therapists (tests/server/staff-directory.test.ts), and retiring touches no appointment",
  },
  {
    text: "Retire {…}? Visitors will no longer see them or be offered their times. Booked appointments stand.",
    keptBy: "the directory screen's confirmation before staffSetTherapistActive (active false), kept as the sentence above is",
  },
  {
    text: "Retire a therapist: no longer listed to visitors and no free times offered; appointments already booked stand.",
    keptBy: "manobal staff directory retire, the same staffSetTherapistActive call (tests/cli/staff-directory.cli.test.ts)",
  },
];
