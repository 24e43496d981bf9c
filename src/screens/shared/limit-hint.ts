import { atMostCharacters } from '../../domain/limits';

/**
 * What a field says once its text has reached the contract's limit (the field's `maxLength`
 * stops typing there): 'At most N characters'; nothing before.
 */
export const limitHint = (value: string, max: number): string | undefined =>
  value.length >= max ? atMostCharacters(max) : undefined;
