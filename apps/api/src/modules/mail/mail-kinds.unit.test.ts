import { describe, expect, it } from 'vitest';
import { MAIL_SAMPLES } from '../../test/mail-samples';
import { MAIL_KIND_NAMES, MAIL_KINDS, type MailKind, SECRET_MASK } from './mail-kinds';
import { messageToSend, toStoredMail } from './outbox';

describe('secrets in e-mails', () => {
  it.each(MAIL_KIND_NAMES)(
    '%s: what the outbox shows holds no secret; what is sent does',
    (kind) => {
      const sample = MAIL_SAMPLES[kind]?.('mona@example.ae');
      expect(sample, `${kind} needs a sample in test/mail-samples.ts`).toBeDefined();
      const { message, secrets } = sample;
      expect(message.kind).toBe(kind);
      expect(secrets.length > 0, `${kind} carries a secret only if MAIL_KINDS says so`).toBe(
        MAIL_KINDS[kind] === 'secret',
      );
      const stored = toStoredMail(message);
      const shown = JSON.stringify([stored.subject, stored.text, stored.html]);
      for (const secret of secrets) {
        expect(shown).not.toContain(secret);
        expect(shown).not.toContain(encodeURIComponent(secret));
        expect(JSON.stringify(messageToSend(stored))).toContain(secret);
      }
      if (secrets.length) expect(stored.text).toContain(SECRET_MASK);
      else {
        expect(stored.unredacted).toBeNull();
        expect(stored.text).toBe(message.text);
      }
    },
  );

  it('refuses a message whose secrets disagree with its kind, or an unknown kind', () => {
    const reset = MAIL_SAMPLES.password_reset_code('a@example.ae').message;
    expect(() => toStoredMail({ ...reset, secrets: [] })).toThrow(/must name the secrets/);
    expect(() => toStoredMail({ ...reset, secrets: ['12'] })).toThrow(/too short/);
    const welcome = MAIL_SAMPLES.welcome_candidate('a@example.ae').message;
    expect(() => toStoredMail({ ...welcome, secrets: ['abcdefgh'] })).toThrow(/carries no secret/);
    expect(() => toStoredMail({ ...welcome, kind: 'new_kind' as MailKind })).toThrow(
      /no entry in MAIL_KINDS/,
    );
  });

  it('masks a secret in the forms a URL gives it', () => {
    const secret = 'a+b/c=d e';
    const stored = toStoredMail({
      kind: 'subscription_confirm',
      to: 'a@example.ae',
      subject: 'Confirm',
      text: `raw ${secret} encoded ${encodeURIComponent(secret)} query ${new URLSearchParams({ token: secret })}`,
      secrets: [secret],
    });
    expect(stored.text).toBe(
      `raw ${SECRET_MASK} encoded ${SECRET_MASK} query token=${SECRET_MASK}`,
    );
  });

  it('keeps only the secrets, in the order of their masks, unless the text shows the mask itself', () => {
    const [one, two] = ['tok_6Qe2rX9vLp', 'tok_Zt81pQmW3x'];
    const message = {
      kind: 'subscription_confirm' as const,
      to: 'a@example.ae',
      subject: `Confirm ${two}`,
      text: `first ${one} then ${encodeURIComponent(two)} and ${one} again`,
      html: `<a href="/x?t=${two}">${one}</a>`,
      secrets: [one, two],
    };
    const stored = toStoredMail(message);
    expect(stored.unredacted).toEqual({ secrets: [two, one, two, one, two, one] });
    expect(messageToSend(stored)).toEqual({
      subject: message.subject,
      text: message.text,
      html: message.html,
      extras: null,
    });
    // A digest lists its jobs with bullets: they are not masks, so only its secrets are kept.
    const digest = toStoredMail(MAIL_SAMPLES.job_alert_digest('a@example.ae').message);
    expect(digest.text).toContain('•');
    expect(Object.keys(digest.unredacted!)).toEqual(['secrets']);
    const showsMask = { ...message, text: `${SECRET_MASK} ${message.text}` };
    const copied = toStoredMail(showsMask);
    expect(copied.unredacted).toMatchObject({ text: showsMask.text });
    expect(messageToSend(copied).text).toBe(showsMask.text);
  });
});
