import { z } from 'zod';
import { organisationRoles } from './roles';

export const organisationRoleSchema = z.enum(organisationRoles);
