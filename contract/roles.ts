import { z } from 'zod';
import { organisationRoles } from './role-names';

export { organisationRoleLabels, organisationRoles, type OrganisationRole } from './role-names';

export const organisationRoleSchema = z.enum(organisationRoles);
