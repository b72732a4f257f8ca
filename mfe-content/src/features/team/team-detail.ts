import type { Language } from '@ministry/contracts/language';
import { TEAM_DETAIL_KEYS, TEAM_DETAILS, type TeamDetailKey } from '../../content/team-details';
import type { DetailBlock } from '../../content/service-details';

/** A member's detail blocks in display order (English where the Spanish is missing); empty without detail. */
export function teamDetailBlocks(
  name: string,
  language: Language,
): { key: TeamDetailKey; block: DetailBlock }[] {
  const detail = TEAM_DETAILS[language][name] ?? TEAM_DETAILS.en[name];
  if (!detail) return [];
  return TEAM_DETAIL_KEYS.flatMap((key) => {
    const block = detail[key];
    const empty = block === undefined || (typeof block === 'string' ? !block.trim() : block.length === 0);
    return empty ? [] : [{ key, block }];
  });
}
