import { PRIVACY_NOTICE_VERSION } from '@logicareers/shared/constants';
import { count } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { companies, users } from '../../db/schema';
import { builtinRoleId } from '../access/access.policy';
import { seedDemoAlertHistory, seedDemoAlerts } from '../alerts/alerts.demo';
import { seedDemoApplications } from '../applications/applications.demo';
import { seedDemoCandidateProfile, seedDemoCvs } from '../candidates/candidates.demo';
import {
  seedDemoCommunications,
  seedDemoEmailHistory,
} from '../communications/communications.demo';
import { seedDemoEnquiries } from '../content/content.demo';
import { seedDemoClients, seedDemoLogos } from '../employers/employers.demo';
import { refreshSearchStatistics } from '../housekeeping/housekeeping';
import { hashPassword } from '../identity/passwords';
import { seedDemoInterviews } from '../interviews/interviews.demo';
import { seedDemoPlans } from '../plans/plans.demo';
import { seedDemoReportHistory } from '../reports/reports.demo';
import { DEMO_TALENT_EMAILS, seedDemoSavedSearches, seedDemoTalent } from '../talent/talent.demo';
import { seedDemoWorkspace } from '../talent/workspace.demo';
import { seedDemoNews } from '../news/news.demo';
import { DEMO_ACCOUNTS, DEMO_COMPANIES, DEMO_PASSWORD } from './demo-accounts';
import { ACCOUNT_COMPANIES, DEMO_EMPLOYERS } from './demo-employers';
import { seedDemoHiringHistory } from './demo-history';
import { seedDemoJobs, seedDemoPastJobs } from './demo-jobs';
import { spreadDemoSignUps } from './demo-sign-ups';
import { seedDemoWorkspaceHistory } from './demo-workspace-history';

/** Seeds the demo world on an empty database: one account per role and employers across the UAE. */
export async function seedDemo(ctx: Pick<AppContext, 'db' | 'files'>): Promise<boolean> {
  const { db } = ctx;
  const [{ n }] = await db.select({ n: count() }).from(users);
  if (n > 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const companyIds = new Map<string, number>();
  const consultancyId = () => companyIds.get('consultancy') ?? null;
  for (const company of DEMO_COMPANIES) {
    const [row] = await db
      .insert(companies)
      .values({
        kind: company.kind,
        name: company.name,
        primaryMobile: company.mobile,
        primaryEmail: company.email,
        status: company.status,
        activatedAt: company.status === 'active' ? new Date() : null,
        // The consultancy runs the portal and manages every client.
        managedById: company.kind === 'employer' ? consultancyId() : null,
      })
      .returning({ id: companies.id });
    companyIds.set(company.key, row.id);
  }
  await seedDemoEmployers(db, companyIds);
  for (const account of DEMO_ACCOUNTS) {
    await db.insert(users).values({
      email: account.email,
      passwordHash,
      role: account.role,
      roleId: await builtinRoleId(db, account.role),
      companyId: account.company ? companyIds.get(account.company) : null,
      firstName: account.firstName,
      lastName: account.lastName,
      pronoun: 'Mr',
      mobileNumber: '+971501234567',
      ...(account.role === 'candidate' && {
        privacyAcceptedAt: new Date(),
        privacyVersion: PRIVACY_NOTICE_VERSION,
      }),
    });
  }
  await seedDemoJobs(db, companyIds);
  await seedDemoPastJobs(db, companyIds);
  await seedDemoPlans(
    db,
    DEMO_COMPANIES.filter((c) => c.kind === 'employer' && c.status === 'active').map((c) => ({
      id: companyIds.get(c.key)!,
      name: c.name,
    })),
    DEMO_EMPLOYERS.map((e) => ({ id: companyIds.get(e.key)!, name: e.name })),
  );
  await seedDemoClients(db, {
    companyIds,
    authorEmail: DEMO_ACCOUNTS.find((a) => a.role === 'master_admin')!.email,
    more: Object.fromEntries(
      DEMO_EMPLOYERS.map((e) => [e.key, { ...e.details, social: {}, contacts: [], comments: [] }]),
    ),
  });
  await seedDemoLogos(ctx, {
    logos: [...Object.entries(ACCOUNT_COMPANIES), ...DEMO_EMPLOYERS.map((e) => [e.key, e] as const)]
      .filter(([key]) => companyIds.has(key))
      .map(([key, company]) => [companyIds.get(key)!, company.logo]),
    ownerEmail: DEMO_ACCOUNTS.find((a) => a.role === 'master_admin')!.email,
  });
  const candidateEmail = DEMO_ACCOUNTS.find((a) => a.role === 'candidate')!.email;
  await seedDemoCandidateProfile(db, candidateEmail);
  await seedDemoApplications(db, passwordHash, candidateEmail);
  await seedDemoCvs(ctx);
  // After the applicants' CVs: some of the generated candidates have none, as in life.
  await seedDemoTalent(ctx, passwordHash);
  const recruiter = DEMO_ACCOUNTS.find((a) => a.role === 'consultancy')!.email;
  await seedDemoSavedSearches(db, recruiter);
  await seedDemoWorkspace(db, {
    consultancyEmail: DEMO_ACCOUNTS.find((a) => a.role === 'consultancy')!.email,
    employerEmail: DEMO_ACCOUNTS.find((a) => a.role === 'employer')!.email,
  });
  await seedDemoCommunications(db, {
    consultancyEmail: recruiter,
    employerEmail: DEMO_ACCOUNTS.find((a) => a.role === 'employer')!.email,
    companyName: DEMO_COMPANIES.find((c) => c.key === 'consultancy')!.name,
  });
  await seedDemoInterviews(db, {
    consultancyEmail: recruiter,
    colleagueEmail: DEMO_ACCOUNTS.find((a) => a.role === 'ats')!.email,
  });
  // The months before: applications, interviews, submissions and profile views.
  await seedDemoHiringHistory(db, DEMO_TALENT_EMAILS);
  await seedDemoWorkspaceHistory(db, {
    consultancyId: companyIds.get('consultancy')!,
    poolEmails: DEMO_TALENT_EMAILS,
    candidateEmail,
  });
  await seedDemoAlerts(db, candidateEmail);
  await seedDemoNews(ctx, DEMO_ACCOUNTS.find((a) => a.role === 'master_admin')!.email);
  await seedDemoEnquiries(db, DEMO_ACCOUNTS.find((a) => a.role === 'consultancy_admin')!.email);
  await spreadDemoSignUps(db);
  // What the reports count besides (issue 41), by the days the people above joined.
  await seedDemoEmailHistory(db, {
    consultancyEmail: recruiter,
    companyName: DEMO_COMPANIES.find((c) => c.key === 'consultancy')!.name,
  });
  await seedDemoReportHistory(db);
  await seedDemoAlertHistory(db, DEMO_TALENT_EMAILS);
  await refreshSearchStatistics(db);
  return true;
}

/** The employers without demo sign-ins, active and managed by the consultancy. */
async function seedDemoEmployers(db: Db, companyIds: Map<string, number>) {
  const rows = await db
    .insert(companies)
    .values(
      DEMO_EMPLOYERS.map((employer) => ({
        kind: 'employer' as const,
        name: employer.name,
        primaryMobile: employer.mobile,
        primaryEmail: employer.email,
        status: 'active' as const,
        activatedAt: new Date(),
        managedById: companyIds.get('consultancy') ?? null,
      })),
    )
    .returning({ id: companies.id });
  DEMO_EMPLOYERS.forEach((employer, i) => companyIds.set(employer.key, rows[i].id));
}
