import { useLocation } from 'react-router';
import { PAGES, paths, type RecruitingArea } from '@logicareers/shared/pages';
import { ROLE_HOME, type Role } from '@logicareers/shared/roles';

/** The hrefs of the recruiting screens (jobs, applicants, templates) of one area. */
export type RecruitingPaths = typeof paths.management;

const employerPrefix = `${PAGES.employer.area}/`;

/** The recruiting area a path belongs to: the employer's under /employer, management elsewhere. */
export const recruitingAreaOf = (pathname: string): RecruitingArea =>
  pathname === PAGES.employer.area || pathname.startsWith(employerPrefix)
    ? 'employer'
    : 'management';

/** The recruiting screens a role works in: the area its home is in (an employer's own). */
export const recruitingPathsFor = (role: Role | undefined): RecruitingPaths =>
  paths[recruitingAreaOf(role ? ROLE_HOME[role] : '')];

/**
 * The recruiting screens of the area the user is in, so that the same screens mounted under
 * /employer and /management link and send the user within their own area.
 */
export function useRecruitingPaths(): RecruitingPaths {
  return paths[recruitingAreaOf(useLocation().pathname)];
}
