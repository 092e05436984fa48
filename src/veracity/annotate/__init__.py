"""Human annotation of FTA responses: a blinded, keyboard-driven web app for two independent
annotators per response and an adjudicator, a seeded stratified validation sample written as a
manifest before anyone labels, an export in the published label schema, and agreement (human-human
and auditor-human) per label. docs/annotate.md describes the workflow."""
