import { Button, chakra, Input, InputGroup } from '@chakra-ui/react';
import { searchQueryOf } from '@portfolio/model';
import { paths } from '@/config/paths';
import { useState, type FormEvent } from 'react';
import { LuSearch } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';

/**
 * The search page's own box. Without script it is a plain GET form to /search, answered by the
 * render function; with the app, submitting stays in the app.
 */
export function SearchForm({ query }: { query: string }) {
  const navigate = useNavigate();
  const [value, setValue] = useState(query);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const q = searchQueryOf(value);
    void navigate(q ? `${paths.search}?${new URLSearchParams({ q })}` : paths.search);
  };
  return (
    <chakra.form role="search" action={paths.search} method="get" onSubmit={submit} display="flex" gap="3" mb="8" maxW="2xl">
      <InputGroup flex="1" startElement={<LuSearch aria-hidden />}>
        <Input
          type="search"
          name="q"
          aria-label="Search posts and projects"
          placeholder="Search posts and projects"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          maxLength={100}
          size="lg"
        />
      </InputGroup>
      <Button type="submit" size="lg">
        Search
      </Button>
    </chakra.form>
  );
}
