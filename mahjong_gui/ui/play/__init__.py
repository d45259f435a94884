"""The Play area's page, one module a concern: ``page.PlayPage`` is made of the parts
``fitting``, ``games``, ``turn``, ``teacher`` and ``banners`` (each a ``base.PageBase``);
``chooser`` is the chow chooser."""
