import { createContext, useContext } from 'react';

/**
 * Whether the profile's sections are shown read only: the consultancy reading a candidate's
 * profile in the candidate area sees the candidate's own page without any way to change it.
 */
export const ProfileReadOnly = createContext(false);
export const useReadOnly = () => useContext(ProfileReadOnly);
