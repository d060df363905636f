import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PAGES } from '@logicareers/shared/pages';
import { uaeDateInDays } from '@logicareers/shared/uae-date';
import { outbox, plans, subscriptions } from '../../db/schema';
import type { SubscriptionStatus } from '@logicareers/shared/schemas/plans';
import { buildUser } from '../../test/factories';
import { DATABASES, startTestApp, type TestApp } from '../../test/harness';
import { mailLink } from '../mail/templates';
import { FINAL_REMINDER_DAYS, RENEWAL_REMINDER_DAYS, sendPlanReminders } from './plans.reminders';
import { planReminderMail, REMINDER_TEXTS } from './reminder-mails';

const APP_URL = 'https://jobs.example.ae';
const DAY_MS = 86_400_000;
const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();

describe('the reminder texts', () => {
  it('say the same in Arabic as in English, with the same values put in', () => {
    const { en, ar } = REMINDER_TEXTS;
    expect(Object.keys(ar)).toEqual(Object.keys(en));
    for (const key of Object.keys(en) as (keyof typeof en)[])
      for (const part of ['subject', 'body'] as const) {
        expect(ar[key][part]).toMatch(/[\u0600-\u06FF]/);
        expect(placeholders(ar[key][part])).toEqual(placeholders(en[key][part]));
      }
    expect(FINAL_REMINDER_DAYS).toBeLessThan(RENEWAL_REMINDER_DAYS);
  });

  it('write an Arabic reader no English but the names put in, and link the Arabic page', () => {
    for (const cancelAtEnd of [false, true])
      for (const last of [false, true]) {
        const mail = planReminderMail({
          to: 'mona@example.ae',
          plan: 'Professional',
          company: 'Gulf Freight Solutions LLC',
          endsOn: '2026-12-14',
          appUrl: APP_URL,
          locale: 'ar',
          cancelAtEnd,
          last,
        });
        const words = `${mail.subject} ${mail.text}`
          .replace(/https?:\/\/\S+/g, ' ')
          .match(/[A-Za-z]{2,}/g);
        expect(new Set(words)).toEqual(
          new Set(['Professional', 'Gulf', 'Freight', 'Solutions', 'LLC', 'LogiCareers']),
        );
        expect(mail.text).toContain(`${APP_URL}/ar/employer/subscription`);
      }
  });
});

describe.each(DATABASES)('reminders before and after a plan ends (%s)', (kind) => {
  let t: TestApp;
  let planId: number;
  beforeAll(async () => {
    t = await startTestApp(kind);
    const [plan] = await t.database.db
      .insert(plans)
      .values({ name: `Reminded ${kind}`, nameAr: 'باقة التذكير', billingPeriod: 'month' })
      .returning({ id: plans.id });
    planId = plan.id;
  });
  afterAll(() => t?.close());

  /** A client with one user (reading English unless told), and its subscriptions. */
  async function client(
    periods: {
      from: number;
      to: number;
      status?: SubscriptionStatus;
      cancelAtEnd?: boolean;
      reminded?: boolean;
    }[],
    language: 'en' | 'ar' = 'en',
  ) {
    const user = await buildUser(t.database.db, 'employer', { language });
    for (const p of periods)
      await t.database.db.insert(subscriptions).values({
        companyId: user.companyId!,
        planId,
        startsOn: uaeDateInDays(p.from),
        endsOn: uaeDateInDays(p.to),
        priceFils: 100_000,
        status: p.status ?? 'active',
        cancelAtEnd: p.cancelAtEnd ?? false,
        renewalRemindedAt: p.reminded ? new Date() : null,
      });
    return user;
  }
  const mailsTo = (email: string) =>
    t.database.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(outbox.createdAt);
  const run = (now?: Date) => sendPlanReminders(t.database.db, APP_URL, now);
  const page = (locale: 'en' | 'ar') => mailLink(APP_URL, PAGES.employer.subscription, locale);

  it('reminds two weeks and days before, tells at the end, once each, active plans only', async () => {
    const renewing = await client([{ from: -20, to: 10 }]);
    const endingSoon = await client([{ from: -28, to: 2 }]);
    const remindedOnce = await client([{ from: -27, to: 3, reminded: true }]);
    const leaving = await client([{ from: -20, to: 10, cancelAtEnd: true }], 'ar');
    const leavingSoon = await client([{ from: -28, to: 1, cancelAtEnd: true }]);
    const ordered = await client([
      { from: -20, to: 10 },
      { from: 11, to: 40, status: 'awaiting_payment' },
    ]);
    const renewed = await client([
      { from: -28, to: 2 },
      { from: 3, to: 33 },
    ]);
    const orderCancelled = await client([
      { from: -20, to: 10 },
      { from: 11, to: 40, status: 'cancelled' },
    ]);
    const cancelled = await client([{ from: -20, to: 5, status: 'cancelled' }]);
    const unpaid = await client([{ from: 0, to: 5, status: 'awaiting_payment' }]);
    const ended = await client([{ from: -40, to: -1 }]);
    const endedCancelled = await client([{ from: -40, to: -1, status: 'cancelled' }]);
    const farOff = await client([{ from: -10, to: 20 }]);

    // Two workers at once, then the next day's run: each e-mail goes once.
    await Promise.all([run(), run()]);
    expect(await run()).toBe(0);

    const only = async (email: string) => {
      const mails = await mailsTo(email);
      expect(mails, email).toHaveLength(1);
      return mails[0];
    };
    const first = await only(renewing.email);
    expect(first).toMatchObject({ kind: 'plan_renewal' });
    expect(first.subject).toBe(`Your Reminded ${kind} plan ends on ${uaeDateInDays(10)}`);
    expect(first.text).toContain(`Renew it from your subscription page`);
    expect(first.text).toContain(page('en'));

    // Within the last days, only the last reminder, though the first was never sent.
    for (const user of [endingSoon, remindedOnce]) {
      const last = await only(user.email);
      expect(last.subject).toMatch(/^Last reminder: /);
      expect(last.text).toContain(page('en'));
    }

    const arabic = await only(leaving.email);
    expect(arabic.subject).toBe(
      `تنتهي باقة باقة التذكير الخاصة بك في ${uaeDateInDays(10)} ولن تُجدَّد`,
    );
    expect(arabic.text).toContain('ولن تُجدَّد');
    expect(arabic.text).toContain(page('ar'));
    const leavingLast = await only(leavingSoon.email);
    expect(leavingLast.subject).toMatch(/^Last reminder: /);
    expect(leavingLast.text).toContain('will not be renewed');
    expect(leavingLast.text).toContain('you can still renew it from your subscription page');

    // A cancelled order that would have followed does not count as a renewal.
    expect((await only(orderCancelled.email)).subject).toMatch(/ends on/);
    expect(await only(ended.email)).toMatchObject({ kind: 'plan_expired' });

    for (const user of [ordered, renewed, cancelled, unpaid, endedCancelled, farOff])
      expect(await mailsTo(user.email), user.email).toEqual([]);

    const [row] = await t.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.companyId, endingSoon.companyId!));
    expect(row.finalRemindedAt).not.toBeNull();
    expect(row.renewalRemindedAt).not.toBeNull();

    // A week on: the plan that ended in ten days gets its last reminder, and only that.
    const weekOn = new Date(Date.now() + 8 * DAY_MS);
    await run(weekOn);
    expect(await run(weekOn)).toBe(0);
    const [, last] = await mailsTo(renewing.email);
    expect(last.subject).toBe(
      `Last reminder: your Reminded ${kind} plan ends on ${uaeDateInDays(10)}`,
    );
    expect(await mailsTo(farOff.email)).toHaveLength(1);
    expect(await mailsTo(ordered.email)).toEqual([]);
    // The ended plans' notices were sent already, with no reminder after them.
    expect(await mailsTo(ended.email)).toHaveLength(1);
  });
});
