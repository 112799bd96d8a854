class ClientInfo:
    def __init__(self, user_agent=None, **kwargs):
        self.user_agent = user_agent
