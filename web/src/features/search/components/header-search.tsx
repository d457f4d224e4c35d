import { Box, chakra, Input, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { itemOfPage, searchQueryOf, type SearchHit } from '@portfolio/model';
import { paths } from '@/config/paths';
import { focusNewHeading } from '@/lib/focus-new-heading';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { LuArrowRight, LuSearch } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { useSuggestions } from '../api/use-suggestions';
import { resultCount } from './result-count';
import { Highlighted } from './highlighted';

const searchPath = (q: string) => (q ? `${paths.search}?${new URLSearchParams({ q })}` : paths.search);

interface Option {
  path: string;
  hit?: SearchHit;
}

/**
 * The header's search box. Without script: a GET form to /search. With the app: a
 * combobox whose list shows the best matches as the visitor types (from a small index fetched at
 * the first focus), arrows move through them, Enter opens one, or the search page when none is chosen.
 */
export function HeaderSearch({ width, onNavigate }: { width?: object | string; onNavigate?: () => void }) {
  const navigate = useNavigate();
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { start, status, results } = useSuggestions(value);
  const query = searchQueryOf(value);
  const options: Option[] = results && query ? [...results.hits.map((hit) => ({ path: hit.path, hit })), { path: searchPath(query) }] : [];
  const showing = open && query !== '' && status !== 'idle';

  // A served page becomes the app on the visitor's first interaction, which may be this box: what was
  // typed before is kept (the input is uncontrolled) and a box already focused starts as if focused now.
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    if (box.value) setValue(box.value);
    if (box === document.activeElement) {
      start();
      setOpen(true);
    }
  }, [start]);

  const go = (path: string) => {
    setOpen(false);
    setActive(-1);
    setValue('');
    if (input.current) input.current.value = '';
    onNavigate?.();
    void navigate(path);
    focusNewHeading();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    go(active >= 0 && options[active] ? options[active].path : searchPath(query));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const n = options.length;
      // From no choice, down goes to the first and up to the last; then round the list.
      setActive((i) => (i >= 0 ? (i + step + n) % n : (n + step) % (n + 1)));
    } else if (event.key === 'Escape' && open) {
      event.stopPropagation(); // the phone menu closes on Escape too: the list closes first
      setOpen(false);
      setActive(-1);
    }
  };
  const activeId = active >= 0 && active < options.length ? `${listId}-${active}` : undefined;

  return (
    <chakra.form
      role="search"
      action={paths.search}
      method="get"
      onSubmit={submit}
      position="relative"
      width={width}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      {/* The icon sits in the box's padding (Chakra's InputGroup would add its code to every page). */}
      <Box
        as="span"
        position="absolute"
        insetStart="2.5"
        top="50%"
        transform="translateY(-50%)"
        color="fg.muted"
        pointerEvents="none"
        aria-hidden
      >
        <LuSearch />
      </Box>
      <Input
        type="search"
        name="q"
        role="combobox"
        aria-label="Search posts and projects"
        aria-autocomplete="list"
        aria-expanded={showing}
        aria-controls={listId}
        aria-activedescendant={activeId}
        placeholder="Search"
        autoComplete="off"
        maxLength={100}
        size="sm"
        ref={input}
        onFocus={() => {
          start();
          setOpen(true);
        }}
        onChange={(event) => {
          setValue(event.target.value);
          setActive(-1);
          setOpen(true);
        }}
        onKeyDown={onKeyDown}
        ps="8"
      />
      <VisuallyHidden role="status">{showing && results ? resultCount(results) : ''}</VisuallyHidden>
      <Box
        id={listId}
        role="listbox"
        aria-label="Search suggestions"
        display={showing ? 'block' : 'none'}
        position="absolute"
        top="calc(100% + 0.5rem)"
        insetEnd="0"
        width={{ base: '100%', md: '24rem' }}
        maxW="calc(100vw - 2rem)"
        layerStyle="floating"
        rounded="l3"
        py="2"
        zIndex="popover"
      >
        {status === 'loading' && (
          <Text px="4" py="2" color="fg.muted">
            Loading search…
          </Text>
        )}
        {status === 'failed' && (
          <Text px="4" py="2" color="fg.muted">
            Suggestions are not available just now. Press Enter to search.
          </Text>
        )}
        {options.map((option, i) => (
          <Box
            key={option.path}
            id={`${listId}-${i}`}
            role="option"
            aria-selected={i === active}
            px="4"
            py="2"
            cursor="pointer"
            bg={i === active ? 'bg.muted' : undefined}
            _hover={{ bg: 'bg.muted' }}
            // A click on an option must not blur the box first (which would close the list).
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => go(option.path)}
          >
            {option.hit ? (
              <Stack gap="0">
                <Text fontWeight="medium" lineClamp={2}>
                  <Highlighted text={option.hit.title} terms={option.hit.terms} />
                </Text>
                <Text fontSize="xs" color="fg.muted">
                  {itemOfPage(option.hit.kind).label}
                </Text>
              </Stack>
            ) : (
              <Text display="flex" alignItems="center" gap="2" color="brand.fg" fontWeight="medium">
                {results?.total === 0 ? `No quick matches: search everything for “${query}”` : `All results for “${query}”`}
                <LuArrowRight aria-hidden />
              </Text>
            )}
          </Box>
        ))}
      </Box>
    </chakra.form>
  );
}
