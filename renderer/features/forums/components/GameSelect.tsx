import { useQuery } from '@tanstack/react-query';
import type { ChangeEvent } from 'react';
import { listGames } from '../../../api/games';
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
  const games = useQuery({ queryKey: ['forums', 'games'], queryFn: () => listGames({ sort: 'name', per_page: '48' }), staleTime: 5 * 60_000 });
  const options = [{ value: '', label: emptyLabel }, ...(games.data?.games ?? []).map((game) => ({ value: String(game.id), label: game.name }))];
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
