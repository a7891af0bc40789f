import { LegalPage, LegalSection } from './legal-page';

/** `/terms`: the terms of use of Changecraft (the manifest's terms link). */
export function TermsScreen() {
  return (
    <LegalPage title="Terms of use">
      <LegalSection title="Using Changecraft">
        You use Changecraft through your organisation’s account, for your organisation’s change work
        and as your organisation’s own policies allow. Keep your sign-in to yourself.
      </LegalSection>
      <LegalSection title="What you record">
        What people record in Changecraft belongs to your organisation. Record only what your work
        needs, and nothing you are not allowed to share with the people a project reaches.
      </LegalSection>
      <LegalSection title="Availability">
        Changecraft is offered as it is. Your organisation’s admins are your first contact when
        something does not work or you need access to an area.
      </LegalSection>
      <LegalSection title="Changes to these terms">
        When these terms change, the new version is published here, with the date it takes effect.
      </LegalSection>
    </LegalPage>
  );
}
