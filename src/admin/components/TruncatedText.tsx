import { Tooltip, Typography, type TypographyProps } from '@mui/material';
import { useFieldValue, type FieldProps } from 'react-admin';

interface TruncatedTextProps {
  value: string | null | undefined;
  /** The widest the text may grow before it is cut; a length or responsive object (sx). */
  maxWidth?: TypographyProps['maxWidth'];
  variant?: TypographyProps['variant'];
}

/** A value that may be long: one line, cut with an ellipsis, the whole value in a tooltip; never widens the page. */
export function TruncatedText({ value, maxWidth = { xs: '100%', md: 320 }, variant = 'body2' }: TruncatedTextProps) {
  const text = value ?? '';
  return (
    <Tooltip title={text} placement="bottom-start" disableInteractive>
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
