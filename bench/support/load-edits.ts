/**
 * A steady stream of job edits while the load benchmark measures (`--edits-per-second N`): the demo
 * employer changes the title of one of its published jobs N times a second, in turn, through the
 * app's API as the employer's screen does, so that every process of the app hears the change and
 * takes it into what it keeps. Each edit's answer comes once the app has heard its notice.
 */
import { sql } from 'drizzle-orm';
import { API } from '@logicareers/shared/api';
import type { TJobForm } from '@logicareers/shared/schemas/jobs';
import type { Database } from '../../apps/api/src/db/client';
import { rowsOf } from '../../apps/api/src/db/rows';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../apps/api/src/modules/demo/demo-accounts';
import type { Server } from './load-processes';
import { percentile } from './stats';

const EMPLOYER = DEMO_ACCOUNTS.find((account) => account.role === 'employer')!.email;

type JobRow = {
  id: number;
  title: string;
  designation_id: number;
  functional_area_id: number;
  industry_id: number;
  state_id: number;
  employment_type: TJobForm['employment_type'];
  experience_min: number | null;
  experience_max: number | null;
  salary_min: number | null;
  salary_max: number | null;
  salary_hidden: boolean;
  vacancies: number;
  skill_ids: number[];
  description: string;
  requirements: string;
  benefits: string;
  valid_through: string;
  confidential: boolean;
  client_company_id: number | null;
};

/** The demo employer's published jobs, as the form that edits them (read before the app starts). */
export async function editableJobs(db: Database['db']) {
  const rows = rowsOf<JobRow>(
    await db.execute(sql`select j.id, j.title, j.designation_id, j.functional_area_id,
        j.industry_id, j.state_id, j.employment_type, j.experience_min, j.experience_max,
        j.salary_min, j.salary_max, j.salary_hidden, j.vacancies, j.skill_ids, j.description,
        j.requirements, j.benefits, j.valid_through::text as valid_through, j.confidential,
        j.client_company_id
      from jobs j join users u on u.company_id = j.company_id
      where u.email = ${EMPLOYER} and j.status = 'published' and j.valid_through > current_date
      order by j.id limit 50`),
  );
  if (!rows.length) throw new Error(`${EMPLOYER} has no published job to edit`);
  return rows.map(({ id, ...form }) => ({ id, form: form as unknown as TJobForm }));
}

/** Edits are sent `perSecond` times a second until stopped; what they took is then reported. */
export async function startEdits(
  app: Server,
  perSecond: number,
  jobs: Awaited<ReturnType<typeof editableJobs>>,
) {
  const signIn = await fetch(`${app.url}${API.login.employer}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMPLOYER, password: DEMO_PASSWORD }),
  });
  const { token } = (await signIn.json()) as { token: string };
  const took: number[] = [];
  let failed = 0;
  let sent = 0;
  const inFlight = new Set<Promise<void>>();
  const edit = async () => {
    const job = jobs[sent % jobs.length];
    const words = ['Senior', 'Lead', 'Night Shift', 'Relief', 'Trainee', 'Principal'];
    const title = `${words[sent % words.length]} ${job.form.title}`.slice(0, 150);
    sent++;
    const started = performance.now();
    const answer = await fetch(`${app.url}${API.jobs.one(job.id)}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ ...job.form, title }),
    }).catch(() => null);
    if (answer?.ok) took.push(performance.now() - started);
    else failed++;
    await answer?.arrayBuffer();
  };
  const timer = setInterval(() => {
    const sending = edit().finally(() => inFlight.delete(sending));
    inFlight.add(sending);
  }, 1000 / perSecond);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(inFlight);
      return {
        edits: took.length,
        failed,
        p50: took.length ? percentile(took, 50) : NaN,
        p99: took.length ? percentile(took, 99) : NaN,
      };
    },
  };
}
