// Decompiled by dxkit from a cs_5_0 program.

RWStructuredBuffer<float4> O : register(u0);
cbuffer P : register(b0)
{
    float4 A;
    float4 B;
    uint N;
};

[numthreads(32, 1, 1)]
void main(uint3 threadId : SV_DispatchThreadID)
{
    uint4 r0u;
    [branch] if (threadId.x == 0u)
    {
        printf("thread %d value %f", 0, A.x);
    }
    r0u.x = (A.y < 0.0f) ? 0xffffffffu : 0u;
    [branch] if (r0u.x != 0u)
    {
        errorf("negative %f", A.y);
    }
    r0u.x = (57005 == (int)N) ? 0xffffffffu : 0u;
    [branch] if (r0u.x != 0u)
    {
        abort();
    }
    O[threadId.x].xyzw = A.xyzw;
}
