import { Accordion, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { GRANT_DOCUMENT_FAQ, NO_FAQ_MATCH, filterFaq } from '../../domain/library';

/**
 * FAQ on grant documents, filtered on the question (any case). It takes nothing from the library:
 * memoized, it is not drawn again each time the library changes (a dialog, a folder, new files).
 */
export const LibraryFaq = memo(function LibraryFaq() {
  const [search, setSearch] = useState('');
  const entries = filterFaq(GRANT_DOCUMENT_FAQ, search);
  return (
    <section aria-labelledby="library-faq-heading">
      <Title order={2} size="h3" id="library-faq-heading" mb="sm">
        Frequently asked questions
      </Title>
      <TextInput
        label="Search questions"
        placeholder="Search questions"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        mb="md"
      />
      {entries.length === 0 ? (
        <Text c="dimmed">{NO_FAQ_MATCH}</Text>
      ) : (
        <Accordion variant="separated" radius="md">
          {entries.map((entry) => (
            <Accordion.Item key={entry.question} value={entry.question}>
              <Accordion.Control>{entry.question}</Accordion.Control>
              <Accordion.Panel>{entry.answer}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </section>
  );
});
