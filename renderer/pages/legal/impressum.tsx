import { LegalDocumentView } from '../../features/legal/components/LegalDocumentView';
import { Page } from '../../ui';
import { RelatedLinks } from './RelatedLinks';
import { useLegalLanguage } from './use-legal-language';

/** /impressum: the legal notice. */
export default function ImprintPage() {
  const language = useLegalLanguage();
  return (
    <Page narrow>
      <LegalDocumentView name="impressum" language={language} />
      <RelatedLinks current="/impressum" />
    </Page>
  );
}
