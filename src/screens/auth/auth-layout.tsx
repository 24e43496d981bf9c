import { Center, Paper, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function AuthLayout({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Center py="xl" px="md">
      <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', sm: 'xl' }} w="100%" maw={480}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {subtitle && (
          <Text c="dimmed" size="sm" mt={4} mb="md">
            {subtitle}
          </Text>
        )}
        {children}
      </Paper>
    </Center>
  );
}
