import { Tooltip, Typography, type TypographyProps } from '@mui/material';
import { useFieldValue, type FieldProps } from 'react-admin';

interface TruncatedTextProps {
  value: string | null | undefined;
  /** The widest the text may grow before it is cut; a length or responsive object (sx). */
  maxWidth?: TypographyProps['maxWidth'];
  variant?: TypographyProps['variant'];
}

/**
 * The tooltip opens over the cut text itself, its words where the cell's start, not under it: below the text it
 * covered the next row's (issue 43). Its 14 px gap and 4 px padding are taken back too.
 */
const OVER_THE_TEXT = {
  popper: {
    modifiers: [
      {
        name: 'offset',
        options: { offset: ({ reference }: { reference: { height: number } }) => [-8, -reference.height - 18] },
      },
    ],
  },
};

/** A value that may be long: one line, cut with an ellipsis, the whole value in a tooltip; never widens the page. */
export function TruncatedText({ value, maxWidth = { xs: '100%', md: 320 }, variant = 'body2' }: TruncatedTextProps) {
  const text = value ?? '';
  return (
    <Tooltip title={text} placement="bottom-start" disableInteractive slotProps={OVER_THE_TEXT}>
      <Typography variant={variant} noWrap component="span" sx={{ display: 'block', maxWidth, minWidth: 0 }}>
        {text}
      </Typography>
    </Tooltip>
  );
}

/** TruncatedText as a react-admin field for Datagrid columns. */
export function TruncatedField(props: FieldProps & Pick<TruncatedTextProps, 'maxWidth'>) {
  const value = useFieldValue(props);
  return <TruncatedText value={value == null ? '' : String(value)} maxWidth={props.maxWidth} />;
}
