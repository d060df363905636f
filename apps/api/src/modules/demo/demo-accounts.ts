import { paths } from '@logicareers/shared/pages';
import type { TDemoCredential } from '@logicareers/shared/api';
import type { Role } from '@logicareers/shared/roles';

export const DEMO_PASSWORD = 'Demo@2026!';

interface DemoCompany {
  key: string;
  kind: 'employer' | 'consultancy';
  name: string;
  mobile: string;
  email: string;
  status: 'active' | 'pending';
}

export const DEMO_COMPANIES: DemoCompany[] = [
  {
    key: 'consultancy',
    kind: 'consultancy',
    name: 'LogiCareers Consultancy',
    mobile: '+97143001000',
    email: 'hello@logicareers.ae',
    status: 'active',
  },
  {
    key: 'gulf-freight',
    kind: 'employer',
    name: 'Gulf Freight Solutions LLC',
    mobile: '+97148801234',
    email: 'hr@gulffreight.ae',
    status: 'active',
  },
  {
    key: 'emirates-3pl',
    kind: 'employer',
    name: 'Emirates 3PL Warehousing',
    mobile: '+97126205555',
    email: 'careers@emirates3pl.ae',
    status: 'active',
  },
  {
    key: 'falcon-fleet',
    kind: 'employer',
    name: 'Falcon Fleet Transport',
    mobile: '+97165551212',
    email: 'jobs@falconfleet.ae',
    status: 'active',
  },
  {
    key: 'desert-cold',
    kind: 'employer',
    name: 'Desert Cold Chain FZE',
    mobile: '+97172203030',
    email: 'admin@desertcold.ae',
    status: 'pending',
  },
];

interface DemoAccount {
  role: Role;
  email: string;
  firstName: string;
  lastName: string;
  company?: string;
  signInPath: string;
  note?: string;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    role: 'candidate',
    email: 'candidate@demo.logicareers.ae',
    firstName: 'Aisha',
    lastName: 'Rahman',
    signInPath: paths.signIn('candidate'),
  },
  {
    role: 'employer',
    email: 'employer@demo.logicareers.ae',
    firstName: 'Omar',
    lastName: 'Haddad',
    company: 'gulf-freight',
    signInPath: paths.signIn('employer'),
  },
  {
    role: 'employer',
    email: 'warehouse@demo.logicareers.ae',
    firstName: 'Priya',
    lastName: 'Nair',
    company: 'emirates-3pl',
    signInPath: paths.signIn('employer'),
  },
  {
    role: 'employer',
    email: 'fleet@demo.logicareers.ae',
    firstName: 'Khalid',
    lastName: 'Al Mansoori',
    company: 'falcon-fleet',
    signInPath: paths.signIn('employer'),
  },
  {
    role: 'employer',
    email: 'pending@demo.logicareers.ae',
    firstName: 'Sara',
    lastName: 'Costa',
    company: 'desert-cold',
    signInPath: paths.signIn('employer'),
    note: 'Awaiting activation: activate it from the admin dashboard first',
  },
  {
    role: 'consultancy',
    email: 'recruiter@demo.logicareers.ae',
    firstName: 'Rohan',
    lastName: 'Mehta',
    company: 'consultancy',
    signInPath: paths.signIn('consultancy'),
  },
  {
    role: 'ats',
    email: 'ats@demo.logicareers.ae',
    firstName: 'Lina',
    lastName: 'Farouk',
    company: 'consultancy',
    signInPath: paths.signIn('consultancy'),
  },
  {
    role: 'consultancy_admin',
    email: 'consultancy.admin@demo.logicareers.ae',
    firstName: 'Daniel',
    lastName: 'Brooks',
    company: 'consultancy',
    signInPath: paths.signIn('consultancy'),
  },
  {
    role: 'master_admin',
    email: 'admin@demo.logicareers.ae',
    firstName: 'Fatima',
    lastName: 'Al Zaabi',
    signInPath: paths.adminSignIn,
  },
];

export const demoCredentials = (): TDemoCredential[] =>
  DEMO_ACCOUNTS.map((account) => ({
    role: account.role,
    label: `${account.firstName} ${account.lastName}`,
    email: account.email,
    password: DEMO_PASSWORD,
    sign_in_path: account.signInPath,
    note: account.note,
  }));
