import { join } from 'node:path';
import type { Clock, MessageSender } from '@manobal/core';
import { resolveSecrets } from '../auth/app-secrets';
import { createManageTokens } from '../auth/manage-tokens';
import { createNewsletterTokens } from '../auth/newsletter-tokens';
import type { ServerConfig } from '../config';
import type { Store } from '../store/store.port';
import { createMailboxSender, createSmtpSender } from './mail-senders';
import { createChannelSender, createPhoneSender } from './phone-sender';
import { createOutboxWorker, messageLinks, type OutboxWorker } from './outbox-worker';

/** Where messages go without SMTP_URL: the local mailbox the console lists as 'Sent messages'. */
export const mailboxDir = (config: Pick<ServerConfig, 'dataDir'>): string => join(config.dataDir, 'mailbox');

/** SMTP when SMTP_URL is set, the local mailbox otherwise. */
export const senderFor = (config: ServerConfig, clock: Clock): MessageSender & { close?(): void } =>
  config.mail.smtpUrl !== undefined
    ? createSmtpSender({ ...config.mail, smtpUrl: config.mail.smtpUrl })
    : createMailboxSender(mailboxDir(config), config.mail, () => clock.now());

/**
 * The outbox worker as the server (and `npm run worker`) run it: the configured senders (e-mail, and SMS and
 * WhatsApp when PHONE_API_URL and their templates are set), the manage links made with
 * the data key (the same token the confirmation showed), the care team's contact details for every message's footer.
 */
export const composeOutboxWorker = async (
  deps: { readonly config: ServerConfig; readonly store: Store; readonly clock: Clock; readonly origin: string; readonly onError?: (error: unknown) => void },
): Promise<OutboxWorker & { readonly sender: MessageSender & { close?(): void } }> => {
  const secrets = await resolveSecrets(deps.config);
  const sender = senderFor(deps.config, deps.clock);
  const phone = deps.config.phone;
  const byChannel = createChannelSender({
    email: sender,
    ...(phone?.sms ? { sms: createPhoneSender(phone, 'sms') } : {}),
    ...(phone?.whatsapp ? { whatsapp: createPhoneSender(phone, 'whatsapp') } : {}),
  });
  const worker = createOutboxWorker({
    store: deps.store,
    sender: byChannel,
    clock: deps.clock,
    contact: deps.config.contact,
    links: messageLinks(deps.config.publicOrigin ?? deps.origin, createManageTokens(secrets.dataKey), createNewsletterTokens(secrets.dataKey)),
    ...(deps.onError ? { onError: deps.onError } : {}),
  });
  return { ...worker, sender: { ...byChannel, ...(sender.close ? { close: () => sender.close?.() } : {}) } };
};
