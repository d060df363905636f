import { describe, expect, it } from 'vitest';
import { BUILTIN_ROLES, beyondCeiling, PERMISSION_ROLES, type Grantor, type Role } from './roles';

const holding = (role: Role, permissions: readonly string[] = BUILTIN_ROLES[role].permissions) =>
  ({ role, permissions: new Set(permissions) }) satisfies Grantor;

describe('the ceiling on grants', () => {
  it('lets the built-in consultancy administrator give the roles of recruiters and employers', () => {
    const admin = holding('consultancy_admin');
    for (const kind of [
      'consultancy',
      'ats',
      'employer',
      'candidate',
      'consultancy_admin',
    ] as const)
      expect(beyondCeiling(admin, kind, BUILTIN_ROLES[kind].permissions)).toEqual([]);
  });

  it("does not count another kind's areas, but counts every area the grantor's kind enters", () => {
    const narrowed = holding(
      'consultancy_admin',
      BUILTIN_ROLES.consultancy_admin.permissions.filter((p) => p !== 'area.consultancy_admin'),
    );
    // The employer's screens are not the administrator's to hold.
    expect(beyondCeiling(narrowed, 'employer', ['area.employer', 'area.admin'])).toEqual([]);
    // Its own area, which it was denied, it may not hand on.
    expect(beyondCeiling(narrowed, 'consultancy_admin', ['area.consultancy_admin'])).toEqual([
      'area.consultancy_admin',
    ]);
    // Nor give its own kind, or a kind that never enters it, an area of another kind.
    expect(beyondCeiling(narrowed, 'consultancy_admin', ['area.admin'])).toEqual(['area.admin']);
    expect(beyondCeiling(narrowed, 'candidate', ['area.admin'])).toEqual(['area.admin']);
    // A recruiter enters the employer area: a recruiter without it may not give it.
    const recruiter = holding(
      'consultancy',
      BUILTIN_ROLES.consultancy.permissions.filter((p) => p !== 'area.employer'),
    );
    expect(beyondCeiling(recruiter, 'employer', ['area.employer'])).toEqual(['area.employer']);
  });

  it('still counts every functional permission', () => {
    const noSearch = holding(
      'consultancy_admin',
      BUILTIN_ROLES.consultancy_admin.permissions.filter((p) => p !== 'candidates.search'),
    );
    expect(beyondCeiling(noSearch, 'consultancy', BUILTIN_ROLES.consultancy.permissions)).toEqual([
      'candidates.search',
    ]);
  });

  it('gives the built-in consultancy administrator no settings, roles, audit or outbox rights', () => {
    const held = BUILTIN_ROLES.consultancy_admin.permissions as string[];
    const masterOnly = ['settings.manage', 'roles.manage', 'audit.read', 'outbox.read'];
    masterOnly.push(
      ...Object.entries(PERMISSION_ROLES)
        .filter(([, roles]) => roles.length === 1 && roles[0] === 'master_admin')
        .map(([key]) => key),
    );
    expect(held.filter((key) => masterOnly.includes(key))).toEqual([]);
  });
});
