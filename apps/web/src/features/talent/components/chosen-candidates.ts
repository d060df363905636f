/** A dialog that acts on the candidates chosen in a list: their ids, whether it is open, and closing it. */
export type ChosenCandidatesDialogProps = {
  candidateIds: string[];
  opened: boolean;
  onClose: () => void;
};
