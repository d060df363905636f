import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Group, Input, type BoxProps, type MantineStyleProp } from '@mantine/core';
import { DateInput, DatesProvider, TimePicker, type DatesProviderSettings } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import 'dayjs/locale/ar';
import 'dayjs/locale/en-gb';
import { errorText } from './field-error';
import { parseDay } from './parse-day';

/** How a date is shown and typed, whatever the browser's language: day first. */
export const DATE_FORMAT = 'DD/MM/YYYY';

/**
 * The calendar in the page's language; weeks start on Monday and Saturday and Sunday are the
 * weekend, as in the UAE's working week since 2022.
 */
function useDatesSettings(): DatesProviderSettings {
  const { i18n } = useTranslation();
  return {
    locale: i18n.language === 'ar' ? 'ar' : 'en-GB',
    firstDayOfWeek: 1,
    weekendDays: [6, 0],
  };
}

interface DateProps {
  label: string;
  description?: ReactNode;
  required?: boolean;
  /** A clear button; by default where the date is optional. */
  clearable?: boolean;
  /** The first and last days the calendar offers (YYYY-MM-DD); typed days outside them are kept
   * for the form's own rules to explain. */
  min?: string;
  max?: string;
  error?: ReactNode;
  /** A date and a time of day (YYYY-MM-DDTHH:mm) instead of a day (YYYY-MM-DD). */
  withTime?: boolean;
  w?: BoxProps['w'];
  style?: MantineStyleProp;
}

/**
 * A date typed as DD/MM/YYYY or chosen on a calendar, in the page's language; with `withTime`, a
 * 24-hour time beside it. The value is what the API takes: YYYY-MM-DD, or YYYY-MM-DDTHH:mm (a
 * wall-clock time), '' when empty. A date without its time, or a time without its date, is kept
 * as `YYYY-MM-DDT` or `THH:mm`, which the form's rules refuse as incomplete.
 */
export function DateValueInput({
  value,
  onChange,
  onBlur,
  inputRef,
  ...props
}: DateProps & {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: React.Ref<HTMLInputElement>;
}) {
  const settings = useDatesSettings();
  return (
    <DatesProvider settings={settings}>
      {props.withTime ? (
        <DateTimeParts
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          inputRef={inputRef}
          {...props}
        />
      ) : (
        <DayInput
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          inputRef={inputRef}
          {...props}
        />
      )}
    </DatesProvider>
  );
}

type PartProps = DateProps & {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: React.Ref<HTMLInputElement>;
  /** Inside a wrapper that shows the label, the description and the error. */
  bare?: { id: string; describedBy?: string; invalid: boolean };
};

/** The day on its own, or the date part of a date and time. */
function DayInput({
  label,
  description,
  required,
  clearable = !required,
  min,
  max,
  error,
  value,
  onChange,
  onBlur,
  inputRef,
  bare,
  w,
  style,
}: PartProps) {
  const { t } = useTranslation();
  // The calendar is there while the date is being chosen; it closes once a whole date is typed
  // or picked, so it does not cover what comes next.
  const [opened, setOpened] = useState(false);
  const outside = (day: string) => Boolean((min && day < min) || (max && day > max));
  return (
    <DateInput
      {...(bare
        ? {
            id: bare.id,
            error: bare.invalid,
            'aria-describedby': bare.describedBy,
            flex: 1,
            miw: 140,
          }
        : { label, description, error, w, style })}
      required={required}
      valueFormat={DATE_FORMAT}
      dateParser={parseDay}
      placeholder={t('form.datePlaceholder')}
      value={value || null}
      onChange={(day) => {
        onChange(day ? day.slice(0, 10) : '');
        setOpened(false);
      }}
      onFocus={() => setOpened(true)}
      onClick={() => setOpened(true)}
      onBlur={() => {
        setOpened(false);
        onBlur?.();
      }}
      onKeyDown={(event) => setOpened(event.key !== 'Escape' && event.key !== 'Tab')}
      ref={inputRef}
      clearable={clearable}
      clearButtonProps={{ 'aria-label': t('form.clear', { label: label.toLowerCase() }) }}
      excludeDate={min || max ? (day) => outside(day.slice(0, 10)) : undefined}
      leftSection={<IconCalendar size={16} aria-hidden />}
      popoverProps={{ withinPortal: true, opened }}
      highlightToday
      ariaLabels={{
        nextMonth: t('form.nextMonth'),
        previousMonth: t('form.previousMonth'),
        nextYear: t('form.nextYear'),
        previousYear: t('form.previousYear'),
        nextDecade: t('form.nextDecade'),
        previousDecade: t('form.previousDecade'),
        monthLevelControl: t('form.chooseMonth'),
        yearLevelControl: t('form.chooseYear'),
      }}
    />
  );
}

const split = (value: string) => {
  const [day = '', time = ''] = value.split('T');
  return { day, time: time.slice(0, 5) };
};
const join = (day: string, time: string) => (day || time ? `${day}T${time}` : '');

/** A day and a 24-hour time under one label, kept as YYYY-MM-DDTHH:mm. */
function DateTimeParts(props: PartProps) {
  const { t } = useTranslation();
  const { label, description, required, error, value, onChange, w, style } = props;
  const id = useId();
  const { day, time: timeOfValue } = split(value);
  // The time as typed: while only its hours are there, the value holds none.
  const [time, setTime] = useState(timeOfValue);
  const sent = useRef(value);
  useEffect(() => {
    if (value !== sent.current) setTime(split(value).time);
    sent.current = value;
  }, [value]);
  const send = (next: string) => {
    sent.current = next;
    onChange(next);
  };
  const describedBy =
    [description && `${id}-description`, error && `${id}-error`].filter(Boolean).join(' ') ||
    undefined;
  return (
    <Input.Wrapper
      id={id}
      label={label}
      description={description}
      error={error}
      required={required}
      w={w}
      style={style}
      labelProps={{ id: `${id}-label` }}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start" role="group" aria-labelledby={`${id}-label`}>
        <DayInput
          {...props}
          value={day}
          onChange={(next) => send(join(next, time))}
          bare={{ id, describedBy, invalid: Boolean(error) }}
        />
        <TimePicker
          format="24h"
          value={time}
          onChange={(next) => {
            setTime(next);
            send(join(day, next));
          }}
          onBlur={props.onBlur}
          withDropdown
          minutesStep={5}
          hoursInputLabel={t('form.hours')}
          minutesInputLabel={t('form.minutes')}
          hoursPlaceholder={t('form.hoursPlaceholder')}
          minutesPlaceholder={t('form.minutesPlaceholder')}
          error={Boolean(error)}
          aria-describedby={describedBy}
          popoverProps={{ withinPortal: true }}
          w={110}
        />
      </Group>
    </Input.Wrapper>
  );
}

/** A date field of a form (react-hook-form), with its error in the user's language. */
export function DateField<T extends FieldValues, O extends FieldValues = T>({
  control,
  name,
  ...props
}: DateProps & { control: Control<T, unknown, O>; name: FieldPath<T> }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateValueInput
          {...props}
          value={(field.value as string | null | undefined) ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={props.error ?? errorText(fieldState.error)}
        />
      )}
    />
  );
}
