import type { ChangeEvent } from 'react';
import { useGamePicker } from '../../games/queries';
import { Select } from '../../../ui';

/** A choice of the catalogue's games (by name), for filtering, opening and moving a thread. */
export function GameSelect({
  label,
  emptyLabel,
  value,
  onChange,
  testId,
}: {
  label: string;
  emptyLabel: string;
  value: number | null;
  onChange: (gameId: number | null) => void;
  testId?: string;
}) {
  const games = useGamePicker();
  const options = [{ value: '', label: emptyLabel }, ...(games.data ?? []).map((game) => ({ value: String(game.id), label: game.name }))];
  return (
    <Select
      label={label}
      options={options}
      value={value === null ? '' : String(value)}
      onChange={(event: ChangeEvent<HTMLSelectElement>) => onChange(event.target.value ? Number(event.target.value) : null)}
      data-testid={testId}
    />
  );
}
