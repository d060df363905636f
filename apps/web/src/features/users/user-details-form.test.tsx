import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { and, eq } from 'drizzle-orm';
import { MSG } from '@logicareers/shared/messages';
import { USER_MESSAGES } from '@logicareers/shared/schemas/users';
import { auditLog, users } from '../../../../api/src/db/schema';
import { buildCompany, buildUser } from '../../../../api/src/test/factories';
import { renderPage, signInOnScreen, testApi } from '../../test/render';
import { UserDetail } from './user-detail';

const api = testApi({ slow: true });
const db = () => api.database.db;
const rowOf = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0];

describe("an administrator edits a user's details", () => {
  it('checks the form with the messages of SPEC.md section 5, then saves it with an audit entry', async () => {
    await signInOnScreen(api, 'master_admin');
    const target = await buildUser(db(), 'employer', {
      firstName: 'Samir',
      mobileNumber: '+971501112233',
    });
    await renderPage(<UserDetail id={target.id} onGone={() => {}} />);
    expect(await screen.findByText('English')).toBeDefined();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit details' }));
    const first = screen.getByLabelText(/^First name/);
    const email = screen.getByLabelText(/^Sign-in e-mail/);
    const mobile = screen.getByLabelText(/^Mobile number/);
    await userEvent.clear(first);
    await userEvent.clear(email);
    await userEvent.type(email, 'not-an-email');
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '12');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText(MSG.firstNameRequired)).toBeDefined();
    expect(screen.getByText(MSG.emailFormat)).toBeDefined();
    expect(screen.getByText(MSG.phoneInvalid)).toBeDefined();

    await userEvent.type(first, 'Sameer');
    await userEvent.clear(email);
    await userEvent.type(email, 'sameer.new@example.ae');
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '+971 50 765 4321');
    await userEvent.click(screen.getByRole('radio', { name: 'العربية' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    // Back to the facts, now the new ones.
    expect(await screen.findByText('sameer.new@example.ae')).toBeDefined();
    expect(screen.getByText('العربية')).toBeDefined();
    expect(await rowOf(target.id)).toMatchObject({
      firstName: 'Sameer',
      email: 'sameer.new@example.ae',
      mobileNumber: '+971507654321',
      language: 'ar',
    });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, target.id), eq(auditLog.action, 'user.details')));
    expect(entry.after).toMatchObject({ first_name: 'Sameer', email: 'sameer.new@example.ae' });
  });

  it("shows the server's refusal of a taken e-mail on the field", async () => {
    await signInOnScreen(api, 'master_admin');
    const target = await buildUser(db(), 'candidate');
    const other = await buildUser(db(), 'candidate');
    await renderPage(<UserDetail id={target.id} onGone={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit details' }));
    const email = screen.getByLabelText(/^Sign-in e-mail/);
    await userEvent.clear(email);
    await userEvent.type(email, other.email);
    await userEvent.type(screen.getByLabelText(/^Mobile number/), '+971 50 765 4321');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText(USER_MESSAGES.candidateEmailTaken)).toBeDefined();
    expect((await rowOf(target.id)).email).toBe(target.email);
  });

  it('speaks Arabic, and sends an administrator to their own account page for their own details', async () => {
    const consultancy = await buildCompany(db(), { kind: 'consultancy' });
    const boss = await signInOnScreen(api, 'consultancy_admin', { companyId: consultancy.id });
    const recruiter = await buildUser(db(), 'consultancy', { companyId: consultancy.id });
    const view = await renderPage(<UserDetail id={recruiter.id} onGone={() => {}} />, 'ar');
    await userEvent.click(await screen.findByRole('button', { name: 'تعديل البيانات' }));
    expect(screen.getByLabelText(/^البريد الإلكتروني لتسجيل الدخول/)).toBeDefined();
    expect(screen.getByRole('button', { name: 'حفظ البيانات' })).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'إلغاء' }));
    expect(await screen.findByRole('button', { name: 'تعديل البيانات' })).toBeDefined();
    view.unmount();

    await renderPage(<UserDetail id={boss.user.id} onGone={() => {}} />);
    expect(await screen.findByRole('link', { name: 'Open my account' })).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit details' })).toBeNull());
  });
});
