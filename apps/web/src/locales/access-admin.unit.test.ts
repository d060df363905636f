import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_KEYS, AUDIT_ACTIONS } from '@logicareers/shared/audit';
import { BUILTIN_ROLES, PERMISSION_KEYS, PERMISSIONS, ROLES } from '@logicareers/shared/roles';
import { accessAdmin as ar } from './ar/access-admin';
import { accessAdmin as en } from './en/access-admin';

const ARABIC_LETTER = /\p{Script=Arabic}/u;
const arabic = (texts: Readonly<Record<string, string>>, key: string) => texts[key] ?? '';

describe('the administration texts every key names', () => {
  it('has an Arabic label for every audit action, and English as the contract says', () => {
    const missing = AUDIT_ACTION_KEYS.filter(
      (key) => !ARABIC_LETTER.test(arabic(ar.auditAction, key)),
    );
    expect(missing).toEqual([]);
    expect(en.auditAction).toEqual(AUDIT_ACTIONS);
    expect(Object.keys(ar.auditAction).sort()).toEqual([...AUDIT_ACTION_KEYS].sort());
  });

  it('has an Arabic description for every permission, and English as the contract says', () => {
    const missing = PERMISSION_KEYS.filter(
      (key) => !ARABIC_LETTER.test(arabic(ar.permission, key)),
    );
    expect(missing).toEqual([]);
    expect(en.permission).toEqual(PERMISSIONS);
    expect(Object.keys(ar.permission).sort()).toEqual([...PERMISSION_KEYS].sort());
  });

  it('names every built-in role in Arabic, and in English as the server stores it', () => {
    for (const kind of ROLES) {
      expect(ar.builtinRole[kind]).toMatch(ARABIC_LETTER);
      expect(en.builtinRole[kind]).toBe(BUILTIN_ROLES[kind].name);
    }
  });
});
