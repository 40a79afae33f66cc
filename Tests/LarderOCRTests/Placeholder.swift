// Placeholder so the package resolves while this target is being written; delete when real files exist.
