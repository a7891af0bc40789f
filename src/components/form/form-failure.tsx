import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';

/** A form's failure that is not about one field, announced when it appears. */
export function FormFailure({ message, title }: { message: string | undefined; title?: string }) {
  if (!message) return null;
  return (
    <MessageBar intent="error" layout="multiline" role="alert">
      <MessageBarBody>
        {title ? <MessageBarTitle>{title}</MessageBarTitle> : null} {message}
      </MessageBarBody>
    </MessageBar>
  );
}
