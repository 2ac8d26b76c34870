/// <reference types="astro/client" />
/// <reference path="./integrations/on-interaction/types.d.ts" />
