import { isAdultPath } from '../../lib/adult-routes';

type Group<T> = { label?: string; items: T[] };

/** The side menu in kid mode: the same entries without the adult screens (account, books…). */
export function kidMenu<T extends { to: string }>(groups: Group<T>[]): Group<T>[] {
  return groups
    .map((group) => ({ ...group, items: group.items.filter((item) => !isAdultPath(item.to)) }))
    .filter((group) => group.items.length > 0);
}
