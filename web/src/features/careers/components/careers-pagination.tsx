import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import { memo } from 'react';
import Button from '@mui/material/Button';

type PageItem = number | 'gap';

/** Page numbers to show: the first, the last, and the current one with a neighbour each side. */
export const pageItems = (page: number, pageCount: number): PageItem[] => {
  const pages = new Set([1, pageCount, page - 1, page, page + 1].filter((n) => n >= 1 && n <= pageCount));
  const sorted = [...pages].sort((left, right) => left - right);
  const items: PageItem[] = [];
  for (const [index, value] of sorted.entries()) {
    const previous = sorted[index - 1];
    if (previous !== undefined && value - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && value - previous > 2) items.push('gap');
    items.push(value);
  }
  return items;
};

type CareersPaginationProps = {
  page: number;
  pageCount: number;
  /** The listing's URL for a page: every page is a real link (shareable, opens in a new tab). */
  hrefFor: (page: number) => string;
  onNavigate: () => void;
};

const itemSx = { minWidth: 44, minHeight: 44, px: 1 } as const;
/** 'Previous' and 'Next' shrink to their arrows on phones (their names stay). */
const edgeLabelSx = { display: { xs: 'none', sm: 'inline' } } as const;
const edgeSx = {
  ...itemSx,
  '& .MuiButton-startIcon, & .MuiButton-endIcon': { mx: { xs: 0, sm: undefined } },
} as const;

/** Previous, page numbers and next, as links (spec section 2: "paginated with previous and next"). */
export const CareersPagination = memo(function CareersPagination({
  page,
  pageCount,
  hrefFor,
  onNavigate,
}: CareersPaginationProps) {
  if (pageCount <= 1) return null;

  // The page moves focus (and the view) to the results heading after the navigation.
  const link = (target: number) => ({ href: hrefFor(target), onClick: onNavigate });

  return (
    <Box component="nav" aria-label="Job openings pages" sx={{ mt: 4 }}>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'flex',
          flexWrap: 'wrap',
          gap: 0.5,
          justifyContent: 'center',
          alignItems: 'center',
        }}
      >
        <li>
          {page > 1 ? (
            <Button
              {...link(page - 1)}
              startIcon={<ChevronLeft />}
              sx={edgeSx}
              rel="prev"
              aria-label="Previous"
            >
              <Box component="span" sx={edgeLabelSx}>
                Previous
              </Box>
            </Button>
          ) : (
            <Button disabled startIcon={<ChevronLeft />} sx={edgeSx} aria-label="Previous">
              <Box component="span" sx={edgeLabelSx}>
                Previous
              </Box>
            </Button>
          )}
        </li>
        {pageItems(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <Box
              component="li"
              key={`gap-${String(index)}`}
              aria-hidden
              sx={{ px: 1, color: 'text.secondary' }}
            >
              …
            </Box>
          ) : (
            <li key={item}>
              <Button
                {...link(item)}
                variant={item === page ? 'contained' : 'text'}
                aria-current={item === page ? 'page' : undefined}
                aria-label={`Page ${String(item)}`}
                sx={itemSx}
              >
                {item}
              </Button>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <Button {...link(page + 1)} endIcon={<ChevronRight />} sx={edgeSx} rel="next" aria-label="Next">
              <Box component="span" sx={edgeLabelSx}>
                Next
              </Box>
            </Button>
          ) : (
            <Button disabled endIcon={<ChevronRight />} sx={edgeSx} aria-label="Next">
              <Box component="span" sx={edgeLabelSx}>
                Next
              </Box>
            </Button>
          )}
        </li>
      </Box>
    </Box>
  );
});
