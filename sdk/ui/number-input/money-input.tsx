// An amount in đồng: whole numbers with thousands commas ('1,250,000'), zero or more unless `min` says otherwise.
import { NumberInput, type NumberInputProps } from './number-input';

export type MoneyInputProps = Omit<NumberInputProps, 'fractionDigits' | 'grouping'>;

export function MoneyInput({ min = 0, ...props }: MoneyInputProps) {
  return <NumberInput {...props} min={min} fractionDigits={0} grouping />;
}
