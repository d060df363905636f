import type { ReactNode } from 'react';

/** A stage of the board: its cards are the items whose column is its id. */
export type BoardColumn = {
  id: string;
  title: string;
  /** How many cards the stage holds in all (more than are loaded while `hasMore`). */
  count: number;
  /** Shown but not a place to move cards to (a stage only the other side enters). */
  readOnly?: boolean;
  /** More cards than shown: the column offers "Show more", which calls `onShowMore`. */
  hasMore?: boolean;
  onShowMore?: () => void;
  /** Loading its first cards, or more of them. */
  loading?: boolean;
  /** Under the column's header: a note on it. */
  note?: ReactNode;
};

/** A card as the board needs it: its id, the column it is in and the name it is read out by. */
export type BoardItem = { id: string; column: string; name: string; locked?: boolean };

export type PipelineBoardProps<T extends BoardItem> = {
  /** What the board is of, for its landmark and announcements ("Applicants"). */
  label: string;
  columns: BoardColumn[];
  items: T[];
  renderCard: (item: T) => ReactNode;
  /**
   * Asks to move cards to a column; the board moves nothing itself (the owner may ask first and
   * refresh its items). Several ids when the chosen cards are moved together.
   */
  onMove: (ids: string[], to: string) => void;
  /** Cards may be chosen and moved together. */
  selectable?: boolean;
};
