import { LegalPage, LegalSection } from './legal-page';

/** `/privacy`: what Changecraft keeps about people and why (the manifest's privacy link). */
export function PrivacyScreen() {
  return (
    <LegalPage title="Privacy">
      <LegalSection title="Who decides">
        Changecraft is run by your organisation. Your organisation decides who has an account, what
        is recorded about its change projects and how long it is kept; its Changecraft admins act
        for it.
      </LegalSection>
      <LegalSection title="What is kept">
        Your name, e-mail address, job title, site, department and role, taken from your
        organisation’s directory or entered by an admin; the projects, changes, groups, plans,
        assessments and messages people record; your survey answers, which reports show only in
        aggregate; and who did what and when, for the audit log.
      </LegalSection>
      <LegalSection title="Where it is kept">
        In your organisation’s Changecraft database and file store. Messages are sent through your
        organisation’s Microsoft 365 mail, Teams and Viva Engage. Error reports and usage counts go
        to the error-reporting and analytics services your organisation configures, without the
        content of your projects.
      </LegalSection>
      <LegalSection title="Cookies">
        Changecraft uses only the cookies signing in needs, and keeps your sign-in and display
        settings in this browser’s storage.
      </LegalSection>
      <LegalSection title="Your rights">
        To see, correct or remove what is kept about you, ask your organisation’s Changecraft admin;
        they can change your profile, deactivate your account and export its records.
      </LegalSection>
    </LegalPage>
  );
}
