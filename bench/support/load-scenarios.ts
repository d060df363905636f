/** The load benchmark's scenarios: what each one sends, and which of them this run measures. */
import { API } from '@logicareers/shared/api';
import { EMPLOYMENT_TYPES } from '@logicareers/shared/job-terms';
import { paths } from '@logicareers/shared/pages';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../apps/api/src/modules/demo/demo-accounts';
import { seededRandom } from '../../apps/api/src/modules/jobs/job-generator';
import { type Taxonomy } from '../../apps/api/src/modules/master-data/taxonomy.query';
import { KEYWORDS } from './jobs';
import { args } from './load-options';

/**
 * What a scenario sends. `next` gives each request its own path or body, distinct across all
 * connections (a search no cache has seen); `paths`, addresses every connection sends in turn, built
 * once (autocannon builds a `next` request anew each time, which costs the load generator more CPU
 * than some of the app's answers cost the server).
 */
export interface Load {
  method?: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
  next?: () => { path?: string; body?: string };
  paths?: string[];
}

/** What the app's scenarios draw from: real published jobs, the taxonomy, candidates' e-mails. */
export interface Board {
  jobIds: number[];
  taxonomy: Taxonomy;
  candidates: string[];
}

export interface Scenario {
  key: string;
  label: string;
  server: 'baseline' | 'app';
  load: (board: Board) => Load;
  /** Visit each of the board's jobs once before measuring: a busy site has them all cached. */
  everyJobFirst?: boolean;
}

export const DEMO_CANDIDATE = DEMO_ACCOUNTS.find((account) => account.role === 'candidate')!.email;
const signInBody = (email: string) => JSON.stringify({ email, password: DEMO_PASSWORD });
const signIn = (body: string): Load => ({
  method: 'POST',
  path: API.login.candidate,
  headers: { 'content-type': 'application/json' },
  body,
});

/** Cycles through `values`, one per call, whichever connection asks. */
const cycle = <T>(values: T[]) => {
  let i = 0;
  return () => values[i++ % values.length];
};

/** A word of letters that no job holds, a different one for every `n`. */
const madeUpWord = (n: number) =>
  `zq${n.toString(26).replace(/\d/g, (d) => 'qrstuvwxyz'[Number(d)])}`;

const emirates = (taxonomy: Taxonomy) => taxonomy.states.filter((s) => !s.parent_id);
const dubai = (taxonomy: Taxonomy) =>
  emirates(taxonomy).find((s) => s.name === 'Dubai') ?? emirates(taxonomy)[0];

/**
 * Many distinct keyword + filter searches (about 21,000), shuffled: each is asked again only after
 * all the others.
 */
function variedSearches(taxonomy: Taxonomy) {
  const random = seededRandom(11);
  const queries = new Set<string>();
  for (const q of KEYWORDS)
    for (const state of emirates(taxonomy))
      for (const area of [undefined, ...taxonomy.functionalAreas])
        for (const type of [undefined, ...EMPLOYMENT_TYPES])
          for (const page of ['1', '2', '3']) {
            const params = new URLSearchParams({ q, state: String(state.id), page });
            if (area) params.set('functional_area', String(area.id));
            if (type) params.set('employment_type', type);
            queries.add(`${API.jobs.search}?${params}`);
          }
  return random.some([...queries], queries.size);
}

export const SCENARIOS: Scenario[] = [
  {
    key: 'baseline',
    label: 'baseline (bare Fastify, 3 KB JSON)',
    server: 'baseline',
    load: () => ({ path: '/' }),
  },
  {
    key: 'job-page',
    label: 'job page HTML',
    server: 'app',
    everyJobFirst: true,
    load: ({ jobIds }) => ({
      path: paths.jobView(jobIds[0]),
      paths: jobIds.map((id) => paths.jobView(id)),
    }),
  },
  { key: 'landing', label: 'landing page HTML', server: 'app', load: () => ({ path: paths.home }) },
  {
    key: 'search-page',
    label: 'search page HTML',
    server: 'app',
    load: ({ taxonomy }) => ({
      path: paths.searchJobs(
        new URLSearchParams({ q: 'forklift', state: String(dubai(taxonomy).id) }),
      ),
    }),
  },
  {
    key: 'search-api',
    label: 'search API (repeated)',
    server: 'app',
    load: ({ taxonomy }) => ({
      path: `${API.jobs.search}?${new URLSearchParams({ q: 'forklift', state: String(dubai(taxonomy).id) })}`,
    }),
  },
  {
    key: 'search-api-varied',
    label: 'search API (varied)',
    server: 'app',
    load: ({ taxonomy }) => {
      // From the second lap on, each address carries its lap (a parameter the API leaves out),
      // so that no visitor's answer kept from the lap before serves it: the board answers.
      const searches = variedSearches(taxonomy);
      let n = 0;
      const next = () => {
        const lap = Math.floor(n / searches.length);
        const path = searches[n++ % searches.length];
        return { path: lap ? `${path}&lap=${lap}` : path };
      };
      return { ...next(), next };
    },
  },
  {
    // As the varied searches, each with a made-up word left out (`-word`): the same matches, but
    // keywords never searched before, so that nothing any process keeps of them can answer.
    key: 'search-api-new',
    label: 'search API (new keywords)',
    server: 'app',
    load: ({ taxonomy }) => {
      const searches = variedSearches(taxonomy);
      let n = 0;
      const next = () => {
        const url = new URL(searches[n % searches.length], 'http://bench');
        url.searchParams.set('q', `${url.searchParams.get('q')} -${madeUpWord(n++)}`);
        return { path: `${url.pathname}${url.search}` };
      };
      return { ...next(), next };
    },
  },
  {
    key: 'job-api',
    label: 'job API',
    server: 'app',
    everyJobFirst: true,
    load: ({ jobIds }) => ({
      path: API.jobs.one(jobIds[0]),
      paths: jobIds.map((id) => API.jobs.one(id)),
    }),
  },
  {
    key: 'sign-in',
    label: 'sign-in (many candidates)',
    server: 'app',
    load: ({ candidates }) => {
      const bodies = candidates.map((email) => signInBody(email));
      return { ...signIn(bodies[0]), next: cycle(bodies.map((body) => ({ body }))) };
    },
  },
  {
    // Concurrent sign-ins to one account: each is counted as a failure until its password is
    // checked, so that parallel guesses cannot slip past the account's throttle.
    key: 'sign-in-one',
    label: 'sign-in (one account)',
    server: 'app',
    load: () => signIn(signInBody(DEMO_CANDIDATE)),
  },
];

const only = args.only?.split(',').map((s) => s.trim());
const unknown = only?.filter((key) => !SCENARIOS.some((s) => s.key === key)) ?? [];
if (unknown.length) {
  console.error(
    `Unknown scenario: ${unknown.join(', ')} (${SCENARIOS.map((s) => s.key).join(', ')})`,
  );
  process.exit(2);
}
export const scenarios = SCENARIOS.filter(
  (s) => s.key === 'baseline' || !only || only.includes(s.key),
);
