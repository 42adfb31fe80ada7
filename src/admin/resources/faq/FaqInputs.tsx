import { SelectInput } from 'react-admin';
import { FAQ_LANGUAGES, faqSchema } from '../../../domain/faq';
import { BoundedTextInput } from '../../components/BoundedTextInput';
import { rulesOf } from '../../components/schemaValidator';

const rules = rulesOf(faqSchema);
const languageChoices = FAQ_LANGUAGES.map((language) => ({ id: language, name: `ep.site.faq.languages.${language}` }));

/** FAQ-04, FAQ-05: question and answer, both required; the language the public page lists it under. */
export function FaqInputs() {
  return (
    <>
      <BoundedTextInput source="question" label="ep.site.faq.question" schema={faqSchema.shape.question} fullWidth />
      <BoundedTextInput
        source="answer"
        label="ep.site.faq.answer"
        schema={faqSchema.shape.answer}
        multiline
        minRows={4}
        fullWidth
      />
      <SelectInput
        source="language"
        label="ep.site.faq.language"
        choices={languageChoices}
        defaultValue="es"
        validate={rules.language}
      />
    </>
  );
}
