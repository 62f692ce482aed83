// A date field: typed as dd/mm/yyyy (or eight digits) or picked on a calendar (Ark UI). The value is the
// Timestamp of the start of that day in Vietnam. Text that is not a date is kept and flagged, never
// replaced by another day.
import { useMemo, useState, type ReactNode, type Ref } from 'react';
import { DatePicker as ArkDatePicker, type DateValue } from '@ark-ui/react/date-picker';
import { Portal } from '@ark-ui/react/portal';
import { useTranslation } from 'react-i18next';
import { cx, css } from '@his/sdk/styled/css';
import { datePicker, input, type InputVariantProps } from '@his/sdk/styled/recipes';
import { formatDate } from '@his/sdk/format';
import type { Timestamp } from '@his/sdk';
import type { RuleParams } from '@his/sdk/validation';
import { Field } from '../field/field';
import { Icon } from '../icon/icon';
import { fromDateValue, parseTypedDate, toDateValue } from './date-value';

export interface DatePickerProps {
  label: ReactNode;
  hideLabel?: boolean;
  value?: Timestamp | null;
  defaultValue?: Timestamp | null;
  onValueChange?: (value: Timestamp | null) => void;
  /** Earliest and latest choosable days (Timestamps of any time that day). */
  min?: Timestamp;
  max?: Timestamp;
  required?: boolean;
  disabled?: boolean;
  helperText?: ReactNode;
  error?: string | null;
  errorParams?: RuleParams;
  onBlur?: () => void;
  name?: string;
  id?: string;
  size?: NonNullable<InputVariantProps>['size'];
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

const roomForTrigger = css({ pe: '10' });

interface TypedProblem {
  key: string;
  params?: RuleParams;
}

export function DatePicker({
  label,
  hideLabel,
  value: valueProp,
  defaultValue = null,
  onValueChange,
  min,
  max,
  required,
  disabled,
  helperText,
  error,
  errorParams,
  onBlur,
  name,
  id,
  size,
  className,
  ref,
}: DatePickerProps) {
  const { t, i18n } = useTranslation('ui');
  const styles = datePicker();
  const [ownValue, setOwnValue] = useState<Timestamp | null>(defaultValue);
  const value = valueProp === undefined ? ownValue : valueProp;
  const [typedProblem, setTypedProblem] = useState<TypedProblem | null>(null);

  const setValue = (next: Timestamp | null) => {
    setTypedProblem(null);
    if (next === value) return;
    if (valueProp === undefined) setOwnValue(next);
    onValueChange?.(next);
  };

  const arkValue = useMemo(() => {
    const date = value == null ? null : toDateValue(value);
    return date ? [date] : [];
  }, [value]);
  const minDate = useMemo(() => (min == null ? undefined : (toDateValue(min) ?? undefined)), [min]);
  const maxDate = useMemo(() => (max == null ? undefined : (toDateValue(max) ?? undefined)), [max]);

  const commitTyped = (text: string) => {
    if (text.trim() === '') return setValue(null);
    const typed = parseTypedDate(text);
    if (typed === null) return setTypedProblem({ key: 'ui.datePicker.invalid' });
    if (min != null && minDate && typed < (fromDateValue(minDate) ?? typed)) {
      return setTypedProblem({ key: 'ui.datePicker.beforeMin', params: { min: formatDate(min) } });
    }
    if (max != null && maxDate && typed > (fromDateValue(maxDate) ?? typed)) {
      return setTypedProblem({ key: 'ui.datePicker.afterMax', params: { max: formatDate(max) } });
    }
    setValue(typed);
  };

  const translations = useMemo(
    () => ({
      trigger: (open: boolean) => (open ? t('ui.datePicker.close') : t('ui.datePicker.open')),
      content: t('ui.datePicker.calendar'),
      prevTrigger: (view: string) =>
        view === 'year' ? t('ui.datePicker.previousDecade') : view === 'month' ? t('ui.datePicker.previousYear') : t('ui.datePicker.previousMonth'),
      nextTrigger: (view: string) =>
        view === 'year' ? t('ui.datePicker.nextDecade') : view === 'month' ? t('ui.datePicker.nextYear') : t('ui.datePicker.nextMonth'),
      viewTrigger: (_view: string, nextView: string | undefined) =>
        nextView === 'year' ? t('ui.datePicker.chooseYear') : t('ui.datePicker.chooseMonth'),
      dayCell: (state: { valueText: string; selected: boolean; unavailable: boolean }) =>
        state.unavailable
          ? t('ui.datePicker.unavailableDay', { date: state.valueText })
          : state.selected
            ? t('ui.datePicker.selectedDay', { date: state.valueText })
            : t('ui.datePicker.chooseDay', { date: state.valueText }),
      placeholder: () => ({ day: 'dd', month: 'mm', year: 'yyyy' }),
    }),
    [t],
  );

  const shownError = error ?? typedProblem?.key ?? null;
  const shownParams = error ? errorParams : typedProblem?.params;

  return (
    <Field id={id} label={label} hideLabel={hideLabel} required={required} helperText={helperText} error={shownError} errorParams={shownParams} className={className}>
      {(control, state) => (
        <ArkDatePicker.Root
          ids={{ input: () => control.id, label: () => state.labelId }}
          value={arkValue}
          onValueChange={(details) => {
            const picked = details.value[0];
            setValue(picked ? fromDateValue(picked) : null);
          }}
          min={minDate}
          max={maxDate}
          locale={i18n.language === 'vi' ? 'vi-VN' : 'en-GB'}
          timeZone="Asia/Ho_Chi_Minh"
          startOfWeek={1}
          format={(date: DateValue) => {
            const ts = fromDateValue(date);
            return ts === null ? '' : formatDate(ts);
          }}
          parse={(text: string) => {
            const typed = parseTypedDate(text);
            return typed === null ? undefined : (toDateValue(typed) ?? undefined);
          }}
          translations={translations}
          placeholder={t('ui.datePicker.placeholder')}
          disabled={disabled}
          invalid={Boolean(shownError)}
          required={state.required}
          name={name}
          lazyMount
          unmountOnExit
        >
          <ArkDatePicker.Control className={styles.control}>
            <ArkDatePicker.Input
              ref={ref}
              fixOnBlur={false}
              inputMode="numeric"
              className={cx(input({ size }), roomForTrigger)}
              aria-describedby={control['aria-describedby']}
              aria-required={control['aria-required']}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                // Handled here, not by Ark, which would pick the focused day when the text is not a date.
                event.preventDefault();
                commitTyped(event.currentTarget.value);
              }}
              onBlur={(event) => {
                commitTyped(event.currentTarget.value);
                onBlur?.();
              }}
            />
            <ArkDatePicker.Trigger className={styles.trigger}>
              <Icon name="calendar" />
            </ArkDatePicker.Trigger>
          </ArkDatePicker.Control>
          <Portal>
            <ArkDatePicker.Positioner>
              <ArkDatePicker.Content className={styles.content}>
                <ArkDatePicker.View view="day">
                  <ArkDatePicker.Context>
                    {(api) => (
                      <>
                        <ViewControl styles={styles} />
                        <ArkDatePicker.Table className={styles.table}>
                          <ArkDatePicker.TableHead>
                            <ArkDatePicker.TableRow>
                              {api.weekDays.map((weekDay, index) => (
                                <ArkDatePicker.TableHeader key={index} className={styles.tableHeader} abbr={weekDay.long}>
                                  {weekDay.narrow}
                                </ArkDatePicker.TableHeader>
                              ))}
                            </ArkDatePicker.TableRow>
                          </ArkDatePicker.TableHead>
                          <ArkDatePicker.TableBody>
                            {api.weeks.map((week, index) => (
                              <ArkDatePicker.TableRow key={index}>
                                {week.map((day, dayIndex) => (
                                  <ArkDatePicker.TableCell key={dayIndex} value={day} className={styles.tableCell}>
                                    <ArkDatePicker.TableCellTrigger className={styles.tableCellTrigger}>{day.day}</ArkDatePicker.TableCellTrigger>
                                  </ArkDatePicker.TableCell>
                                ))}
                              </ArkDatePicker.TableRow>
                            ))}
                          </ArkDatePicker.TableBody>
                        </ArkDatePicker.Table>
                      </>
                    )}
                  </ArkDatePicker.Context>
                </ArkDatePicker.View>
                <ArkDatePicker.View view="month">
                  <ArkDatePicker.Context>
                    {(api) => (
                      <>
                        <ViewControl styles={styles} />
                        <ArkDatePicker.Table className={styles.table}>
                          <ArkDatePicker.TableBody>
                            {api.getMonthsGrid({ columns: 4, format: 'short' }).map((months, index) => (
                              <ArkDatePicker.TableRow key={index}>
                                {months.map((month) => (
                                  <ArkDatePicker.TableCell key={month.value} value={month.value} className={styles.tableCell}>
                                    <ArkDatePicker.TableCellTrigger className={cx(styles.tableCellTrigger, wide)}>{month.label}</ArkDatePicker.TableCellTrigger>
                                  </ArkDatePicker.TableCell>
                                ))}
                              </ArkDatePicker.TableRow>
                            ))}
                          </ArkDatePicker.TableBody>
                        </ArkDatePicker.Table>
                      </>
                    )}
                  </ArkDatePicker.Context>
                </ArkDatePicker.View>
                <ArkDatePicker.View view="year">
                  <ArkDatePicker.Context>
                    {(api) => (
                      <>
                        <ViewControl styles={styles} />
                        <ArkDatePicker.Table className={styles.table}>
                          <ArkDatePicker.TableBody>
                            {api.getYearsGrid({ columns: 4 }).map((years, index) => (
                              <ArkDatePicker.TableRow key={index}>
                                {years.map((year) => (
                                  <ArkDatePicker.TableCell key={year.value} value={year.value} className={styles.tableCell}>
                                    <ArkDatePicker.TableCellTrigger className={cx(styles.tableCellTrigger, wide)}>{year.label}</ArkDatePicker.TableCellTrigger>
                                  </ArkDatePicker.TableCell>
                                ))}
                              </ArkDatePicker.TableRow>
                            ))}
                          </ArkDatePicker.TableBody>
                        </ArkDatePicker.Table>
                      </>
                    )}
                  </ArkDatePicker.Context>
                </ArkDatePicker.View>
              </ArkDatePicker.Content>
            </ArkDatePicker.Positioner>
          </Portal>
        </ArkDatePicker.Root>
      )}
    </Field>
  );
}

const wide = css({ width: '16' });

function ViewControl({ styles }: { styles: ReturnType<typeof datePicker> }) {
  return (
    <ArkDatePicker.ViewControl className={styles.viewControl}>
      <ArkDatePicker.PrevTrigger className={styles.navTrigger}>
        <Icon name="chevronLeft" />
      </ArkDatePicker.PrevTrigger>
      <ArkDatePicker.ViewTrigger className={styles.viewTrigger}>
        <ArkDatePicker.RangeText />
      </ArkDatePicker.ViewTrigger>
      <ArkDatePicker.NextTrigger className={styles.navTrigger}>
        <Icon name="chevronRight" />
      </ArkDatePicker.NextTrigger>
    </ArkDatePicker.ViewControl>
  );
}
