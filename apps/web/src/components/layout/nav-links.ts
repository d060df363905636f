import type { TProfile } from '@logicareers/shared/api';
import { ROLE_HOME, type Role } from '@logicareers/shared/roles';
import { paths } from '@logicareers/shared/pages';

export interface NavLink {
  label: string;
  to: string;
}

const recruiting: NavLink[] = [
  { label: 'Jobs', to: paths.management.jobs },
  { label: 'Post a job', to: paths.management.jobCreate },
  { label: 'Job templates', to: paths.management.templates },
];

/** The header menu of each role (SPEC.md section 2), and the public one for visitors. */
export function navLinksFor(profile: TProfile | undefined): NavLink[] {
  if (!profile) {
    return [
      { label: 'Find jobs', to: paths.searchJobs() },
      { label: 'Browse categories', to: paths.jobCategory('functional_area') },
      { label: 'Employers', to: paths.employerList },
    ];
  }
  const role = profile.role as Role;
  const home = { label: 'Dashboard', to: ROLE_HOME[role] };
  const has = (permission: string) => profile.permissions.includes(permission);
  switch (role) {
    case 'candidate':
      return [
        home,
        { label: 'Find jobs', to: paths.candidate.searchJobs },
        { label: 'Recommended', to: paths.candidate.recommended },
        { label: 'Applied', to: paths.candidate.applied },
        { label: 'Saved', to: paths.candidate.saved },
        { label: 'Job alerts', to: paths.candidate.jobAlerts },
        { label: 'My profile', to: paths.candidate.profile },
      ];
    case 'employer':
      return [home, ...recruiting];
    case 'consultancy':
    case 'ats':
      return [home, ...recruiting, { label: 'Candidates', to: paths.candidate.dashboard }];
    case 'consultancy_admin':
      return [
        home,
        { label: 'Users', to: paths.admin.users },
        { label: 'Outbox', to: paths.admin.outbox },
      ].filter((link) => link.to !== paths.admin.users || has('users.list'));
    case 'master_admin':
      return [
        home,
        { label: 'Jobs', to: paths.management.jobs },
        { label: 'Users', to: paths.admin.users },
        { label: 'Settings', to: paths.admin.settings },
        { label: 'Outbox', to: paths.admin.outbox },
      ];
  }
}
