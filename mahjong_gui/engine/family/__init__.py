"""The rule families behind one protocol (docs/architecture.md §2, §8): ``base`` says what a
family is, ``sichuan`` and ``hongkong`` are the two, ``registry`` finds a profile's family."""
