import { Progress, Stack, Text } from '@mantine/core';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { commonPasswords, isCommonPassword } from '../../domain/common-passwords';
import { COMMON_PASSWORD_MESSAGE, strengthText } from '../../domain/passwords';

// The strength meter's own chunk: zxcvbn's estimator with the most common passwords as its
// dictionary (loaded when the user first types a password, not with the form).

let estimator: ZxcvbnFactory | null = null;
const estimate = (password: string, userInputs: readonly string[]) => {
  estimator ??= new ZxcvbnFactory({ dictionary: { common: [...commonPasswords()] } });
  return estimator.check(password, [...userInputs]).score;
};

const COLORS = ['red.8', 'orange.8', 'yellow.8', 'teal.8', 'green.8'];

export function PasswordStrengthMeter({
  password,
  userInputs = [],
}: {
  password: string;
  /** Words of the user's own (names, email) that make a password easy to guess. */
  userInputs?: readonly string[];
}) {
  const common = isCommonPassword(password);
  const score = common ? 0 : estimate(password, userInputs);
  return (
    <Stack gap={4} data-testid="password-strength">
      <Progress value={(score + 1) * 20} color={COLORS[score]} size="sm" aria-hidden />
      <Text size="xs" aria-live="polite">
        {strengthText(score)}
      </Text>
      {common && (
        <Text size="xs" c="red.8">
          {COMMON_PASSWORD_MESSAGE}
        </Text>
      )}
    </Stack>
  );
}
