import { useRef, useState, type KeyboardEvent } from 'react';
import { UnstyledButton, useDirection } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { uaeLocalOf } from '@logicareers/shared/schemas/interviews';
import classes from './week-calendar.module.css';

const startOf = (day: string, hour: number) => `${day}T${String(hour).padStart(2, '0')}:00`;

/**
 * The free hours of a week that an interview can be scheduled at: those still to come (UAE time).
 * They are one stop of the Tab key: the arrow keys move between them, a day or an hour at a time
 * (left and right turned round in Arabic), Home and End to the first and last.
 */
export function useSlots(days: string[], hours: number[]) {
  const now = uaeLocalOf(new Date());
  const open = (day: string, hour: number) => startOf(day, hour) > now;
  const all = days.flatMap((day) =>
    hours.filter((hour) => open(day, hour)).map((hour) => ({ day, hour })),
  );
  const [active, setActive] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const stop = all.some((s) => startOf(s.day, s.hour) === active)
    ? active
    : all[0] && startOf(all[0].day, all[0].hour);
  const { dir } = useDirection();

  const focus = (day: string, hour: number) => {
    const key = startOf(day, hour);
    setActive(key);
    buttons.current.get(key)?.focus();
  };
  /** The next open slot from (day, hour), a day (dx) or an hour (dy) at a time; null at the edge. */
  const step = (day: string, hour: number, dx: number, dy: number) => {
    let d = days.indexOf(day) + dx;
    let h = hours.indexOf(hour) + dy;
    while (d >= 0 && d < days.length && h >= 0 && h < hours.length) {
      if (open(days[d], hours[h])) return { day: days[d], hour: hours[h] };
      d += dx;
      h += dy;
    }
    return null;
  };
  const onKeyDown = (event: KeyboardEvent, day: string, hour: number) => {
    const ahead = dir === 'rtl' ? -1 : 1;
    const moves: Record<string, [number, number]> = {
      ArrowRight: [ahead, 0],
      ArrowLeft: [-ahead, 0],
      ArrowDown: [0, 1],
      ArrowUp: [0, -1],
    };
    let next: { day: string; hour: number } | null | undefined;
    if (event.key in moves) next = step(day, hour, ...moves[event.key]!);
    else if (event.key === 'Home') next = all[0];
    else if (event.key === 'End') next = all.at(-1);
    else return;
    event.preventDefault();
    if (next) focus(next.day, next.hour);
  };
  return {
    any: all.length > 0,
    open,
    isStop: (day: string, hour: number) => startOf(day, hour) === stop,
    register: (day: string, hour: number) => (node: HTMLButtonElement | null) => {
      if (node) buttons.current.set(startOf(day, hour), node);
      else buttons.current.delete(startOf(day, hour));
    },
    onKeyDown,
    onFocus: (day: string, hour: number) => setActive(startOf(day, hour)),
  };
}

type Slots = ReturnType<typeof useSlots>;

/** A free hour of the week calendar: choosing it starts scheduling an interview then. */
export function SlotButton({
  slots,
  day,
  hour,
  label,
  onPick,
}: {
  slots: Slots;
  day: string;
  hour: number;
  label: string;
  onPick: (startsAt: string) => void;
}) {
  if (!slots.open(day, hour)) return null;
  return (
    <UnstyledButton
      ref={slots.register(day, hour)}
      className={classes.slot}
      aria-label={label}
      aria-describedby="week-slots-hint"
      tabIndex={slots.isStop(day, hour) ? 0 : -1}
      onClick={() => onPick(startOf(day, hour))}
      onFocus={() => slots.onFocus(day, hour)}
      onKeyDown={(event) => slots.onKeyDown(event, day, hour)}
    >
      <IconPlus size={14} aria-hidden />
    </UnstyledButton>
  );
}
