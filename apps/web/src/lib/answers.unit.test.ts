import { afterAll, describe, expect, it } from 'vitest';
import {
  COUNTED_MESSAGE_KEYS,
  COUNTED_MESSAGES,
  countedMessage,
} from '@logicareers/shared/counted-messages';
import { ar } from '../locales/ar';
import { en } from '../locales/en';
import { answerText, setLanguage } from './i18n';

const ARABIC_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other'] as const;

describe('server answers that carry a number', () => {
  afterAll(() => setLanguage('en', 'latn'));

  it('has every Arabic plural form, and both English ones, for each counted answer', () => {
    const arabic: Record<string, string> = ar.answers;
    const english: Record<string, string> = en.answers;
    for (const key of COUNTED_MESSAGE_KEYS) {
      for (const form of ARABIC_FORMS)
        expect(arabic[`${key}_${form}`], `${key}_${form}`).toBeTruthy();
      expect(english[`${key}_one`]).toBe(COUNTED_MESSAGES[key].one);
      expect(english[`${key}_other`]).toBe(COUNTED_MESSAGES[key].other);
    }
    expect(Object.keys(arabic)).toHaveLength(COUNTED_MESSAGE_KEYS.length * ARABIC_FORMS.length);
  });

  it("writes the server's English text, one or other by the count", () => {
    expect(countedMessage('candidatesSent', { count: 1 }).message).toBe('Candidate sent');
    expect(countedMessage('emailsQueued', { count: 3 })).toEqual({
      message: '3 e-mails queued',
      message_key: 'emailsQueued',
      message_values: { count: 3 },
    });
  });

  it('shows a counted answer in Arabic with the plural form of each count', async () => {
    await setLanguage('ar', 'latn');
    const sent = (count: number) => answerText(countedMessage('candidatesSent', { count }));
    expect([0, 1, 2, 3, 11, 100].map(sent)).toEqual([
      'لم يُرسَل أي مرشح',
      'تم إرسال المرشح',
      'تم إرسال مرشحَين اثنين',
      'تم إرسال 3 مرشحين',
      'تم إرسال 11 مرشحًا',
      'تم إرسال 100 مرشح',
    ]);
    const limit = (count: number) =>
      answerText(countedMessage('limitUsers', { count }))?.split('،')[0];
    expect([0, 1, 2, 3, 11, 100].map(limit)).toEqual([
      'لا تتيح باقتك إضافة مستخدمين. رقِّ باقتك لإضافة زملائك.',
      'تتيح باقتك مستخدمًا واحدًا',
      'تتيح باقتك مستخدمَين اثنين',
      'تتيح باقتك 3 مستخدمين',
      'تتيح باقتك 11 مستخدمًا',
      'تتيح باقتك 100 مستخدم',
    ]);
  });

  it('fills the other values and follows the chosen digits', async () => {
    await setLanguage('ar', 'arab');
    const answer = countedMessage('emailsQueuedSkipped', { count: 12, skipped: 2 });
    expect(answerText(answer)).toBe(
      'أُضيفت ١٢ رسالة إلى قائمة الإرسال؛ واستُبعد من ألغوا اشتراكهم (٢)',
    );
  });

  it('keeps English in English and other answers as translateMessage shows them', async () => {
    await setLanguage('en', 'latn');
    expect(answerText(countedMessage('invitationsSent', { count: 2 }))).toBe('2 invitations sent');
    expect(answerText({ message: 'Not found' })).toBe('Not found');
    expect(answerText({ message_key: 'unknown', message: 'As it came' })).toBe('As it came');
  });
});
