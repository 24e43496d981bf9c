// The three selectable cards of Home; the selected one is kept in the URL (`/?card=`).
export const HOME_CARDS = ['personal', 'company', 'affiliate'] as const;
export type HomeCard = (typeof HOME_CARDS)[number];

export const DEFAULT_HOME_CARD: HomeCard = 'personal';

export const HOME_CARD_LABELS: Record<HomeCard, string> = {
  personal: 'Personal Information',
  company: 'Company Information',
  affiliate: 'Affiliate Dashboard',
};

export function isHomeCard(value: unknown): value is HomeCard {
  return typeof value === 'string' && (HOME_CARDS as readonly string[]).includes(value);
}
